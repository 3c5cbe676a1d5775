import { validateWith, type Validated } from './fieldErrors';
import type { FieldErrors } from './errorCodes';
import { beneficiaryCorridor, isCountryCode } from '@portal/rules/bankRules';
import { beneficiarySchema, type BeneficiaryInput } from './beneficiaryRules';
import { BENEFICIARY_MESSAGES } from './beneficiaryPaths';
import { compactUpper, looksLikeIban } from '@portal/rules/paymentAccounts';

// Who a payment request pays (issue 25): a saved beneficiary by `beneficiaryId`, or a new
// one's fields, saved on submit. API clients may keep today's names (recipientCompany,
// recipientBank, recipientBankSwiftCode, accountNumber as IBAN or account) with `country`
// and `address` beside them; refusals are keyed by the names the body used.

export const BENEFICIARY_ID_FIELD = 'beneficiaryId';

export type PaymentBeneficiaryChoice =
  { kind: 'saved'; beneficiaryId: string } | { kind: 'new'; beneficiary: BeneficiaryInput };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today's payment field names and the beneficiary fields they stand for. */
const LEGACY_NAMES = {
  recipientCompany: 'name',
  recipientBank: 'bankName',
  recipientBankSwiftCode: 'bic',
} as const;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The beneficiary of a payment body: `beneficiaryId` when given (a uuid), else the new
 * beneficiary's fields, in today's names or the beneficiary's, checked by its country's
 * corridor with the payment's currency. An account number is the IBAN when it looks like
 * one or when the country uses IBAN (its refusal is then shown on `accountNumber`).
 */
export function validatePaymentBeneficiary(
  fields: Record<string, unknown>,
  currency: unknown,
): Validated<PaymentBeneficiaryChoice> {
  const id = fields[BENEFICIARY_ID_FIELD];
  if (given(id)) {
    if (typeof id === 'string' && UUID.test(id)) {
      return { ok: true, data: { kind: 'saved', beneficiaryId: id.toLowerCase() } };
    }
    const message = BENEFICIARY_MESSAGES.beneficiaryNotFound;
    return { ok: false, message, errors: { [BENEFICIARY_ID_FIELD]: [message] } };
  }
  const candidate: Record<string, unknown> = { ...fields, currency };
  /** Where each beneficiary field's refusal is shown: the body's own name for it. */
  const shownAs: Record<string, string> = { currency: 'foreignCurrency' };
  for (const [legacy, field] of Object.entries(LEGACY_NAMES)) {
    if (!given(fields[field]) && fields[legacy] !== undefined) {
      candidate[field] = fields[legacy];
      shownAs[field] = legacy;
    }
  }
  const account = fields.accountNumber;
  const country = typeof fields.country === 'string' ? fields.country.trim().toUpperCase() : '';
  // Where the country uses IBAN, today's one account field can only be the IBAN: for a caller
  // that sends no IBAN field at all. A form that has the IBAN field (sent, even empty) is
  // answered at that field, where the person looks (screenshot review: an empty IBAN showed
  // no error because its refusal went to the hidden account number).
  const ibanCountry = isCountryCode(country) && beneficiaryCorridor(country) === 'iban';
  if (
    fields.iban === undefined &&
    typeof account === 'string' &&
    (ibanCountry || looksLikeIban(compactUpper(account)))
  ) {
    candidate.iban = account;
    delete candidate.accountNumber;
    shownAs.iban = 'accountNumber';
  }
  const result = validateWith(beneficiarySchema, candidate);
  if (result.ok) return { ok: true, data: { kind: 'new', beneficiary: result.data } };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(result.errors)) {
    errors[shownAs[field] ?? field] = messages;
  }
  return { ok: false, errors, message: result.message };
}
