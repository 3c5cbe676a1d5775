import type { FieldErrors as FormErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { BeneficiaryBankDetails } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_ID_FIELD } from '@portal/contracts/beneficiaryChoice';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import type { PaymentPurpose } from '@portal/contracts/beneficiaryPaths';
import type { PaymentCurrency } from '@portal/rules/currencies';
import {
  SUBMISSION_REQUIRED_MESSAGES,
  validatePaymentSubmission,
  type PaymentSubmission as CheckedSubmission,
} from '@portal/contracts/paymentSubmission';
import type { PaymentSubmissionFields } from '../../api';

/** Who the payment pays: a beneficiary from the book, or a new one saved with the request. */
export type BeneficiaryMode = 'saved' | 'new';

/** What the payment form's fields hold while the customer types: text as typed. */
export interface PaymentFormValues {
  beneficiaryMode: BeneficiaryMode;
  beneficiaryId: string;
  /** A new beneficiary's fields, in the beneficiary's own names (its currency is the payment's). */
  name: string;
  country: string;
  address: string;
  email: string;
  bankName: string;
  iban: string;
  bic: string;
  routingNumber: string;
  sortCode: string;
  accountNumber: string;
  foreignAmount: string;
  foreignCurrency: PaymentCurrency;
  purpose: PaymentPurpose | '';
  purposeText: string;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  beneficiaryMode: 'new',
  beneficiaryId: '',
  name: '',
  country: '',
  address: '',
  email: '',
  bankName: '',
  iban: '',
  bic: '',
  routingNumber: '',
  sortCode: '',
  accountNumber: '',
  foreignAmount: '',
  foreignCurrency: 'USD',
  purpose: '',
  purposeText: '',
};

/** What the review step shows of the beneficiary paid. */
export type Payee = Pick<
  BeneficiaryBankDetails,
  'bankName' | 'iban' | 'bic' | 'routingNumber' | 'sortCode' | 'accountNumber'
> & { name: string; country: string; address: string };

/** A form that passed: the body to send (normalised as the contract parsed it) and whom it pays. */
export interface CheckedPayment {
  fields: PaymentSubmissionFields;
  payee: Payee;
}

export const CHOOSE_BENEFICIARY = 'Please choose a saved beneficiary';

const NEW_BENEFICIARY_FIELDS = [
  'name',
  'country',
  'address',
  'email',
  'bankName',
  'iban',
  'bic',
  'routingNumber',
  'sortCode',
  'accountNumber',
] as const;
const PAYMENT_FIELDS = ['foreignAmount', 'foreignCurrency', 'purpose', 'purposeText'] as const;

/** The fields the contract checks for the chosen mode: a saved one's id, or the new one's fields. */
function submittedFields(values: PaymentFormValues): Record<string, string> {
  const names =
    values.beneficiaryMode === 'saved'
      ? [BENEFICIARY_ID_FIELD, ...PAYMENT_FIELDS]
      : [...NEW_BENEFICIARY_FIELDS, ...PAYMENT_FIELDS];
  const fields: Record<string, string> = {};
  for (const name of names) fields[name] = values[name as keyof PaymentFormValues];
  return fields;
}

/** The body sent for a checked submission: the contract's normalised values, blanks left out. */
function bodyOf(checked: CheckedSubmission): PaymentSubmissionFields {
  const purpose = {
    foreignAmount: checked.foreignAmount,
    foreignCurrency: checked.foreignCurrency,
    purpose: checked.purpose,
    ...(checked.purposeText ? { purposeText: checked.purposeText } : {}),
  };
  if (checked.beneficiary.kind === 'saved')
    return { beneficiaryId: checked.beneficiary.beneficiaryId, ...purpose };
  const { currency: _paymentCurrency, corridor: _corridor, ...beneficiary } = checked.beneficiary.beneficiary;
  const given = Object.fromEntries(
    Object.entries(beneficiary).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return { ...given, ...purpose };
}

/**
 * The form's check is the contract's own validator, the one the route checks with
 * (`validatePaymentSubmission`: the beneficiary by its country's corridor, the amount's
 * decimals, the purpose): each refused field gets its first message. `savedBeneficiary`
 * names the beneficiary picked from the book, whom the review step then shows.
 */
export function paymentFormResolver(
  savedBeneficiary: () => Payee | null,
): Resolver<PaymentFormValues, unknown, CheckedPayment> {
  return (values): ResolverResult<PaymentFormValues, CheckedPayment> => {
    const saved = values.beneficiaryMode === 'saved';
    const unchosen = saved && values.beneficiaryId === '';
    const fields = submittedFields(values);
    // Nothing picked yet: the amount and purpose are still checked, beside "choose one".
    if (unchosen) fields[BENEFICIARY_ID_FIELD] = '00000000-0000-4000-8000-000000000000';
    const result = validatePaymentSubmission(fields);
    const payee = saved ? savedBeneficiary() : null;
    if (result.ok && !unchosen && (!saved || payee)) {
      const checked = result.data;
      const paid =
        checked.beneficiary.kind === 'new' ? { ...checked.beneficiary.beneficiary } : (payee as Payee);
      return { values: { fields: bodyOf(checked), payee: paid }, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors)) {
        const message = messages?.[0];
        if (message) errors[field] = { type: 'validate', message };
      }
    }
    if (unchosen || (saved && !payee))
      errors[BENEFICIARY_ID_FIELD] = { type: 'required', message: CHOOSE_BENEFICIARY };
    return { values: {} as Record<string, never>, errors: errors as FormErrors<PaymentFormValues> };
  };
}

/** The form's summary when a field filled in is malformed (SWIFT/BIC "DEUT"), with or without others missing. */
export const CORRECT_FIELDS = 'Please correct the fields marked above';

/** What the form asked for and was given nothing: an empty field, or a refusal the contract counts as missing. */
const isMissing = (value: unknown, message: string) =>
  (typeof value === 'string' && value.trim() === '') ||
  SUBMISSION_REQUIRED_MESSAGES.has(message) ||
  message === CHOOSE_BENEFICIARY;

/**
 * The summary under a refused form (beside Review payment, so it points up), true of every refusal in it: the spec's 'Please fill in all
 * required fields' when each refused field is empty (or refused as missing by the contract, an
 * amount of 0); 'Please correct the fields marked above' as soon as one was filled in but is
 * malformed ("Please fill in" was said of a SWIFT/BIC "DEUT" that was filled in). Null when
 * nothing was refused.
 */
export function refusalSummary(
  errors: FormErrors<PaymentFormValues>,
  values: Partial<PaymentFormValues>,
): string | null {
  const refused = Object.entries(errors).map(([field, error]) => ({
    value: values[field as keyof PaymentFormValues],
    message: typeof error?.message === 'string' ? error.message : '',
  }));
  if (refused.length === 0) return null;
  return refused.every(({ value, message }) => isMissing(value, message))
    ? CUSTOMER_MESSAGES.requiredFields
    : CORRECT_FIELDS;
}

/**
 * The fields that show their own error. A refusal of any other key (the currency, which
 * is chosen from a list or set by the saved beneficiary, or the idempotency key) has no
 * place of its own and shows in the form's alert.
 */
export const FIELDS_WITH_ERRORS = [
  BENEFICIARY_ID_FIELD,
  ...NEW_BENEFICIARY_FIELDS,
  'foreignAmount',
  'purpose',
  'purposeText',
  'invoiceFile',
] as const;
export type FieldWithError = (typeof FIELDS_WITH_ERRORS)[number];

export const hasOwnErrorPlace = (key: string): key is FieldWithError =>
  (FIELDS_WITH_ERRORS as readonly string[]).includes(key);
