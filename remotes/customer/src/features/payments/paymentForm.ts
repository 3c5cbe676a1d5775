import type { PaymentCurrency, PaymentRequestInput } from '@portal/contracts';
import { parsePositiveAmount } from '../currency';

/** What the payment form holds while the customer types. */
export interface PaymentFormValues {
  recipientCompany: string;
  recipientBank: string;
  recipientBankSwiftCode: string;
  accountNumber: string;
  foreignAmount: string;
  foreignCurrency: PaymentCurrency;
  invoiceFile: File | null;
}

export type RequiredPaymentField = Exclude<keyof PaymentFormValues, 'foreignCurrency' | 'invoiceFile'>;

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  recipientCompany: '',
  recipientBank: '',
  recipientBankSwiftCode: '',
  accountNumber: '',
  foreignAmount: '',
  foreignCurrency: 'USD',
  invoiceFile: null,
};

const REQUIRED_TEXT_FIELDS = [
  'recipientCompany',
  'recipientBank',
  'recipientBankSwiftCode',
  'accountNumber',
] as const;

/** Spec §5: the four text fields and a foreign amount above 0 are required. */
export function missingPaymentFields(values: PaymentFormValues): RequiredPaymentField[] {
  const missing: RequiredPaymentField[] = REQUIRED_TEXT_FIELDS.filter((field) => values[field].trim() === '');
  if (parsePositiveAmount(values.foreignAmount) === undefined) missing.push('foreignAmount');
  return missing;
}

/** The request to send, or undefined while a required field is missing. */
export function toPaymentRequestInput(values: PaymentFormValues): PaymentRequestInput | undefined {
  const foreignAmount = parsePositiveAmount(values.foreignAmount);
  if (foreignAmount === undefined || missingPaymentFields(values).length > 0) return undefined;
  return {
    recipientCompany: values.recipientCompany.trim(),
    recipientBank: values.recipientBank.trim(),
    recipientBankSwiftCode: values.recipientBankSwiftCode.trim(),
    accountNumber: values.accountNumber.trim(),
    foreignAmount,
    foreignCurrency: values.foreignCurrency,
    invoiceFile: values.invoiceFile,
  };
}
