/**
 * The customer area's entities shared with the server. The area's data-source
 * interface and the sets of files it sends are its own (remotes/customer/src/api).
 */

// The currency lists and the customer's messages live in modules of their own (payments
// read them at run time); re-exported here for the paths that still import them from here.
export {
  CONVERTER_CURRENCIES,
  LOCAL_CURRENCY,
  PAYMENT_CURRENCIES,
  type ConverterCurrency,
  type PaymentCurrency,
} from '@portal/rules/currencies';

/** Spec §9 and D17: accepted upload types and the (enforced) size limit per file. */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export { CUSTOMER_MESSAGES } from './customerMessages';

export interface Director {
  name: string;
  ninOrBvn: string;
  position: string;
}
