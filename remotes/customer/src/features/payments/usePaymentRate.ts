import type { PaymentCurrency } from '@portal/contracts';
import { useCustomerQuery } from '../data-source';

/** NGN per unit of the chosen currency, from the data source (spec §9: fixed 410.5). */
export function usePaymentRate(currency: PaymentCurrency): number | undefined {
  const state = useCustomerQuery(`payment-rate:${currency}`, (source) => source.getPaymentRate(currency));
  return state.status === 'ready' ? state.data : undefined;
}
