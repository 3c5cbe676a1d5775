import { localRateFor, type CustomerDataSource, type PaymentCurrency } from '@portal/contracts';
import type { ServerData } from '@portal/ui';
import { useCustomerData } from '../../api';

const loadRates = (source: CustomerDataSource) => source.getRates();

export type PaymentRate =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  /** `rate` is NGN per unit of the currency, null when the table cannot give it. */
  | { status: 'ready'; rate: string | null };

const rateOf = (state: ServerData<Awaited<ReturnType<typeof loadRates>>>, currency: PaymentCurrency) =>
  state.status === 'ready' ? localRateFor(state.data.rates, currency) : null;

/**
 * The rate the server will charge a request in `currency`: read from the one rate
 * table and derived with the contract's function the server uses (the local amount is the
 * foreign amount times that rate, in exact decimals), so
 * the preview and the stored request agree.
 */
export function usePaymentRate(currency: PaymentCurrency): PaymentRate {
  const { state, reload } = useCustomerData('rates', loadRates);
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', reload };
  return { status: 'ready', rate: rateOf(state, currency) };
}
