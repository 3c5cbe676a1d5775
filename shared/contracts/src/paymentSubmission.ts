import * as z from 'zod/mini';
import type { FieldErrors } from './errorCodes';
import {
  BENEFICIARY_ID_FIELD,
  validatePaymentBeneficiary,
  type PaymentBeneficiaryChoice,
} from './beneficiaryChoice';
import { BENEFICIARY_MESSAGES, PAYMENT_PURPOSES, type PaymentPurpose } from './beneficiaryPaths';
import { paymentPurposeSchema } from './beneficiaryRules';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { validateWith, type Validated } from './fieldErrors';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { PAYMENT_REQUIRED_MESSAGES, paymentAmountSchema, type PaymentAmount } from './paymentRequests';

// What `POST /api/payments` takes since the beneficiary book (issue 25, D33): who is paid (a
// saved beneficiary, or a new one's fields, in today's names or the beneficiary's), how much,
// and why. One validator for the customer's form and the route, so both refuse the same fields
// with the same words.

/** A validated submission: the beneficiary choice, the amount and the purpose. */
export interface PaymentSubmission extends PaymentAmount {
  beneficiary: PaymentBeneficiaryChoice;
  purpose: PaymentPurpose;
  /** The description of an `other` purpose; null for the named purposes. */
  purposeText: string | null;
}

/** Messages meaning "something required is missing": the form then shows the spec's alert. */
export const SUBMISSION_REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  ...PAYMENT_REQUIRED_MESSAGES,
  BENEFICIARY_MESSAGES.nameRequired,
  BENEFICIARY_MESSAGES.bankNameRequired,
  BENEFICIARY_MESSAGES.addressRequired,
  BENEFICIARY_MESSAGES.ibanRequired,
  BENEFICIARY_MESSAGES.bicRequired,
  BENEFICIARY_MESSAGES.routingRequired,
  BENEFICIARY_MESSAGES.sortCodeRequired,
  BENEFICIARY_MESSAGES.gbAccountRequired,
  BENEFICIARY_MESSAGES.accountRequired,
  BENEFICIARY_MESSAGES.purposeInvalid,
  BENEFICIARY_MESSAGES.purposeTextRequired,
]);

/** Adds each refused field's messages once. */
function mergeErrors(into: FieldErrors, from: FieldErrors) {
  for (const [field, messages] of Object.entries(from)) {
    const known = (into[field] ??= []);
    for (const message of messages ?? []) if (!known.includes(message)) known.push(message);
  }
}

/**
 * Checks a payment submission's fields (the JSON body, or the text fields of the multipart
 * form): every refused field at once, keyed by the name the body used, with the spec's 'Please
 * fill in all required fields' as the general message when something required is missing.
 */
export function validatePaymentSubmission(fields: Record<string, unknown>): Validated<PaymentSubmission> {
  const amount = validateWith(paymentAmountSchema, fields);
  const purpose = validateWith(paymentPurposeSchema, fields);
  const beneficiary = validatePaymentBeneficiary(fields, fields.foreignCurrency);
  if (amount.ok && purpose.ok && beneficiary.ok) {
    const purposeText = purpose.data.purpose === 'other' ? (purpose.data.purposeText ?? null) : null;
    return {
      ok: true,
      data: { ...amount.data, beneficiary: beneficiary.data, purpose: purpose.data.purpose, purposeText },
    };
  }
  const errors: FieldErrors = {};
  for (const result of [amount, purpose]) if (!result.ok) mergeErrors(errors, result.errors);
  // The beneficiary checks the currency too: a currency the amount refused is said once, in its words.
  if (!beneficiary.ok) {
    const { foreignCurrency, ...rest } = beneficiary.errors;
    mergeErrors(
      errors,
      errors.foreignCurrency ? rest : { ...rest, ...(foreignCurrency ? { foreignCurrency } : {}) },
    );
  }
  const all = Object.values(errors).flatMap((messages) => messages ?? []);
  const missing = all.some((message) => SUBMISSION_REQUIRED_MESSAGES.has(message));
  return {
    ok: false,
    errors,
    message: missing ? PAYMENT_MESSAGES.requiredFields : (all[0] ?? PAYMENT_MESSAGES.requiredFields),
  };
}

const text = z.optional(z.string());

/**
 * The fields of `POST /api/payments` as the API document describes them. The route checks
 * them with `validatePaymentSubmission` (a saved beneficiary's id, or a new beneficiary's
 * fields by its country's corridor), which this shape cannot say on its own.
 */
export const paymentSubmissionFieldsSchema = z.object({
  [BENEFICIARY_ID_FIELD]: text,
  name: text,
  country: text,
  address: text,
  email: text,
  bankName: text,
  iban: text,
  bic: text,
  routingNumber: text,
  sortCode: text,
  accountNumber: text,
  recipientCompany: text,
  recipientBank: text,
  recipientBankSwiftCode: text,
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  purpose: z.enum(PAYMENT_PURPOSES),
  purposeText: text,
});
