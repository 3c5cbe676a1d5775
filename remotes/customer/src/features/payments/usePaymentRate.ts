import type { PaymentCurrency } from '@portal/rules/currencies';
import { staffNairaRate } from '@portal/rules/crossRates';
import { useRatesQuery } from '../../api';

export type PaymentRate =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  /** `rate` is NGN per unit of the currency, null when the table cannot give it; `setAt` when staff set it. */
  | { status: 'ready'; rate: string | null; setAt?: string };

/**
 * The naira rate staff set for `currency` (D30), which the quote on the review step will
 * use unless staff change it meanwhile: a placeholder or a rate derived from other pairs
 * never prices a payment, so the preview shows none for them.
 */
export function usePaymentRate(currency: PaymentCurrency): PaymentRate {
  const query = useRatesQuery();
  if (query.isPending) return { status: 'loading' };
  if (!query.data) return { status: 'error', reload: () => void query.refetch() };
  const staffRate = staffNairaRate(query.data.rates, currency);
  return staffRate ? { status: 'ready', ...staffRate } : { status: 'ready', rate: null };
}
