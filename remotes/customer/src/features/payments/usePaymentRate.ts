import { localRateFor, type PaymentCurrency } from '@portal/contracts';
import { useRatesQuery } from '../../api';

export type PaymentRate =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  /** `rate` is NGN per unit of the currency, null when the table cannot give it. */
  | { status: 'ready'; rate: string | null };

/**
 * The rate the server will charge a request in `currency`: read from the one rate
 * table and derived with the contract's function the server uses (the local amount is the
 * foreign amount times that rate, in exact decimals), so
 * the preview and the stored request agree.
 */
export function usePaymentRate(currency: PaymentCurrency): PaymentRate {
  const query = useRatesQuery();
  if (query.isPending) return { status: 'loading' };
  if (!query.data) return { status: 'error', reload: () => void query.refetch() };
  return { status: 'ready', rate: localRateFor(query.data.rates, currency) };
}
