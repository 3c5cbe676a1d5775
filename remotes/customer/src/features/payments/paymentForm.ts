import {
  firstErrors,
  validatePaymentRequest,
  type PaymentCurrency,
  type PaymentRequestBody,
} from '@portal/contracts';

/** What the payment form holds while the customer types: text as typed. */
export interface PaymentFormValues {
  recipientCompany: string;
  recipientBank: string;
  recipientBankSwiftCode: string;
  accountNumber: string;
  foreignAmount: string;
  foreignCurrency: PaymentCurrency;
  invoiceFile: File | null;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  recipientCompany: '',
  recipientBank: '',
  recipientBankSwiftCode: '',
  accountNumber: '',
  foreignAmount: '',
  foreignCurrency: 'USD',
  invoiceFile: null,
};

/**
 * The fields that show their own error, in the order they appear. A refusal of any
 * other key (the currency, which is chosen from a list, or the idempotency key) has
 * no place of its own and shows in the form's alert.
 */
export const FIELDS_WITH_ERRORS = [
  'recipientCompany',
  'recipientBank',
  'recipientBankSwiftCode',
  'accountNumber',
  'foreignAmount',
  'invoiceFile',
] as const;
export type FieldWithError = (typeof FIELDS_WITH_ERRORS)[number];

export const hasOwnErrorPlace = (key: string): key is FieldWithError =>
  (FIELDS_WITH_ERRORS as readonly string[]).includes(key);

export type PaymentFormCheck =
  | { ok: true; request: PaymentRequestBody }
  /** `message` is the spec's 'Please fill in all required fields' when something required is missing. */
  | { ok: false; errors: Record<string, string>; message: string };

/**
 * Checks the form with the contract's own schema, the one the server checks with
 * (SWIFT/BIC structure, IBAN checksum, amount decimals), so the customer sees the
 * server's rules before sending: each refused
 * field with its first message, and the request normalised as it will be sent.
 */
export function checkPaymentForm(values: PaymentFormValues): PaymentFormCheck {
  const result = validatePaymentRequest({
    recipientCompany: values.recipientCompany,
    recipientBank: values.recipientBank,
    recipientBankSwiftCode: values.recipientBankSwiftCode,
    accountNumber: values.accountNumber,
    foreignAmount: values.foreignAmount,
    foreignCurrency: values.foreignCurrency,
  });
  if (result.ok) return { ok: true, request: result.data };
  return { ok: false, errors: firstErrors(result.errors), message: result.message };
}
