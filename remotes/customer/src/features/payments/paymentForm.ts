import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldErrors } from 'react-hook-form';
import {
  PAYMENT_REQUIRED_MESSAGES,
  paymentRequestSchema,
  type PaymentRequestBody,
  type PaymentRequestFields,
} from '@portal/contracts';

/** What the payment form's fields hold while the customer types: text as typed. */
export type PaymentFormValues = PaymentRequestFields;

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  recipientCompany: '',
  recipientBank: '',
  recipientBankSwiftCode: '',
  accountNumber: '',
  foreignAmount: '',
  foreignCurrency: 'USD',
};

/**
 * The form's check is the contract's own schema, the one the server checks with
 * (SWIFT/BIC structure, IBAN checksum, amount decimals): each refused field gets its
 * first message, and a form that passes is handed on normalised as it will be sent.
 */
export const paymentFormResolver = standardSchemaResolver<PaymentFormValues, unknown, PaymentRequestBody>(
  paymentRequestSchema,
);

/**
 * Whether any refusal means something required is missing (the contract's list, as
 * validatePaymentRequest reads it): the spec's 'Please fill in all required fields' alert.
 */
export const requiredMissing = (errors: FieldErrors<PaymentFormValues>): boolean =>
  Object.values(errors).some((error) => PAYMENT_REQUIRED_MESSAGES.has(error?.message ?? ''));

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
