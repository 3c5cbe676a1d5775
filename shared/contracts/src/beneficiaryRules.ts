import * as z from 'zod/mini';
import {
  bankCountryMismatchMessage,
  bicCountryOf,
  ibanCountryOf,
  isOfBankCountry,
} from '@portal/rules/bankCountry';
import type { BeneficiaryBankDetails } from './beneficiaryAnswers';
import { BENEFICIARY_LIMITS, BENEFICIARY_MESSAGES, PAYMENT_PURPOSES } from './beneficiaryPaths';
import { beneficiaryCorridor, isCountryCode, isValidAbaRouting } from '@portal/rules/bankRules';
import type { BeneficiaryCorridor } from '@portal/rules/corridors';
import { hasControlCharacter } from '@portal/rules/controlCharacters';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { compactUpper, isValidIban, isValidSwift } from '@portal/rules/paymentAccounts';
import { pageCursorParam, pageLimitParam } from './pageQuery';
import { requiredText } from './paymentFields';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { normalizeEmail, validateEmail } from './validation';

// A beneficiary's input (D33, issue 25): the fields every beneficiary has, and the bank
// fields of its country's corridor, each checked by its own rules in the form and the route.

/** Digits typed with spaces or dashes (a sort code's 12-34-56): the digits alone. */
const digitsOnly = (value: string): string => value.replace(/[\s-]+/g, '');

/** A bank identifier: compacted, upper-cased, present, then held to `valid`. */
const identifier = (
  required: string,
  valid: (value: string) => boolean,
  invalid: string,
  clean = compactUpper,
) =>
  z.string(required).check(
    z.overwrite(clean),
    z.minLength(1, required),
    z.refine((value) => value === '' || valid(value), invalid),
  );

const M = BENEFICIARY_MESSAGES;
const iban = identifier(M.ibanRequired, isValidIban, M.ibanInvalid);
const bic = identifier(M.bicRequired, isValidSwift, M.bicInvalid);

/** One schema per corridor: its bank fields only, normalised (compact, upper case, digits only). */
export const ibanCorridorSchema = z.object({ iban, bic });
export const usCorridorSchema = z.object({
  routingNumber: identifier(M.routingRequired, isValidAbaRouting, M.routingInvalid, digitsOnly),
  accountNumber: identifier(
    M.accountRequired,
    (value) => /^\d{4,17}$/.test(value),
    M.usAccountInvalid,
    digitsOnly,
  ),
});
/** GB: sort code and 8-digit account number; or an IBAN instead (then those two may be left out). */
export const gbCorridorSchema = z.object({
  sortCode: identifier(M.sortCodeRequired, (value) => /^\d{6}$/.test(value), M.sortCodeInvalid, digitsOnly),
  accountNumber: identifier(
    M.gbAccountRequired,
    (value) => /^\d{8}$/.test(value),
    M.gbAccountInvalid,
    digitsOnly,
  ),
});
export const gbIbanCorridorSchema = z.object({
  iban,
  sortCode: z.optional(
    identifier(M.sortCodeRequired, (value) => /^\d{6}$/.test(value), M.sortCodeInvalid, digitsOnly),
  ),
  accountNumber: z.optional(
    identifier(M.gbAccountRequired, (value) => /^\d{8}$/.test(value), M.gbAccountInvalid, digitsOnly),
  ),
});
export const otherCorridorSchema = z.object({
  bic,
  accountNumber: identifier(M.accountRequired, (value) => /^[A-Z0-9]{4,34}$/.test(value), M.accountInvalid),
});

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
/** Left-out optional fields of the GB IBAN form: an empty string counts as not given. */
const withoutBlanks = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => !isBlank(field)));

/** The corridor schema a value is checked by (GB: the IBAN form when an IBAN is given). */
function corridorSchemaFor(corridor: BeneficiaryCorridor, value: Record<string, unknown>) {
  switch (corridor) {
    case 'iban':
      return ibanCorridorSchema;
    case 'us':
      return usCorridorSchema;
    case 'gb':
      return isBlank(value.iban) ? gbCorridorSchema : gbIbanCorridorSchema;
    case 'other':
      return otherCorridorSchema;
  }
}

/** Bank details as stored: the corridor's fields, null where the corridor has none. */
export function bankDetailsOf(
  corridor: BeneficiaryCorridor,
  bankName: string,
  value: Record<string, unknown>,
): BeneficiaryBankDetails {
  const parsed = z.parse(corridorSchemaFor(corridor, value), withoutBlanks(value)) as Record<
    string,
    string | undefined
  >;
  return {
    corridor,
    bankName,
    iban: parsed.iban ?? null,
    bic: parsed.bic ?? null,
    routingNumber: parsed.routingNumber ?? null,
    sortCode: parsed.sortCode ?? null,
    accountNumber: parsed.accountNumber ?? null,
  };
}

const bankField = z.optional(z.nullable(z.string()));

const beneficiaryFields = z.object({
  name: requiredText(M.nameRequired),
  country: z.string(M.countryInvalid).check(
    z.overwrite((value) => value.trim().toUpperCase()),
    z.refine(isCountryCode, M.countryInvalid),
  ),
  currency: z.enum(PAYMENT_CURRENCIES, M.currencyInvalid),
  bankName: requiredText(M.bankNameRequired),
  address: z.string(M.addressRequired).check(
    z.trim(),
    z.minLength(1, M.addressRequired),
    z.maxLength(BENEFICIARY_LIMITS.addressMax, M.addressTooLong),
    z.refine((value) => !hasControlCharacter(value), PAYMENT_MESSAGES.controlCharacters),
  ),
  email: z.optional(
    z.nullable(
      z.string(M.emailInvalid).check(
        z.overwrite(normalizeEmail),
        z.refine((value) => value === '' || validateEmail(value) === undefined, M.emailInvalid),
      ),
    ),
  ),
  /** Checked by the country's corridor (CORRIDOR_FIELDS names which apply). */
  iban: bankField,
  bic: bankField,
  routingNumber: bankField,
  sortCode: bankField,
  accountNumber: bankField,
});
export type BeneficiaryFields = z.input<typeof beneficiaryFields>;

/** The bank fields that name a country, how to read it, and when the value is one to read. */
const BANK_COUNTRY_FIELDS = [
  ['iban', ibanCountryOf, isValidIban],
  ['bic', bicCountryOf, isValidSwift],
] as const;

/**
 * The corridor's bank fields, each refusal on its own field's path, checked beside the others;
 * an IBAN or BIC must be of the bank country (or a territory's, see bankCountry.ts).
 */
const corridorCheck = z.superRefine<z.output<typeof beneficiaryFields>>(
  (value, context) => {
    const fields = value as unknown as Record<string, unknown>;
    const country = typeof fields.country === 'string' ? fields.country : '';
    if (!isCountryCode(country)) return;
    const corridor = beneficiaryCorridor(country);
    const schema = corridorSchemaFor(corridor, fields);
    const checked = z.safeParse(schema, withoutBlanks(fields));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: undefined });
      }
    }
    // A valid IBAN or BIC of another country than the bank's (issue 32), at its field.
    for (const [field, countryOf, valid] of BANK_COUNTRY_FIELDS) {
      const value = fields[field];
      if (!(field in schema.shape) || typeof value !== 'string') continue;
      const code = compactUpper(value);
      if (!valid(code) || isOfBankCountry(countryOf(code), country)) continue;
      context.addIssue({
        code: 'custom',
        message: bankCountryMismatchMessage(field, countryOf(code), country),
        path: [field],
        input: undefined,
      });
    }
  },
  { when: () => true },
);

/** A beneficiary as saved: the common fields and its corridor's normalised bank details. */
export interface BeneficiaryInput extends BeneficiaryBankDetails {
  name: string;
  country: string;
  currency: (typeof PAYMENT_CURRENCIES)[number];
  address: string;
  email: string | null;
}

/**
 * The body of `POST /api/beneficiaries` and `PUT /api/beneficiaries/:id`, and the form's
 * check: the common fields and the bank fields of the country's corridor
 * (`beneficiaryCorridor(country)`); every refused field at once, each on its own path.
 * Fields of other corridors are ignored and not stored.
 */
export const beneficiarySchema = z.pipe(
  beneficiaryFields.check(corridorCheck),
  z.transform((value: z.output<typeof beneficiaryFields>): BeneficiaryInput => ({
    name: value.name,
    country: value.country,
    currency: value.currency,
    address: value.address,
    email: value.email ? value.email : null,
    ...bankDetailsOf(
      beneficiaryCorridor(value.country),
      value.bankName,
      value as unknown as Record<string, unknown>,
    ),
  })),
);

/** The purpose of a payment (issue 25): one of PAYMENT_PURPOSES, described when `other`. */
export const paymentPurposeFields = {
  purpose: z.enum(PAYMENT_PURPOSES, M.purposeInvalid),
  purposeText: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(BENEFICIARY_LIMITS.textMax, PAYMENT_MESSAGES.textTooLong),
      z.refine((value) => !hasControlCharacter(value), PAYMENT_MESSAGES.controlCharacters),
    ),
  ),
};
/** `purposeText` is required for `other`; on its own path, checked even when another field is refused. */
export const purposeTextCheck = z.refine<{ purpose?: unknown; purposeText?: unknown }>(
  (value) =>
    value.purpose !== 'other' || (typeof value.purposeText === 'string' && value.purposeText.trim() !== ''),
  { path: ['purposeText'], message: M.purposeTextRequired, when: () => true },
);
export const paymentPurposeSchema = z.object(paymentPurposeFields).check(purposeTextCheck);
export type PaymentPurposeInput = z.output<typeof paymentPurposeSchema>;

/** `GET /api/beneficiaries?search=&archived=&cursor=&limit=`. */
export const beneficiaryListQuerySchema = z.object({
  /** Matched anywhere in the name, the bank's name and the account number or IBAN, any case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(BENEFICIARY_LIMITS.searchMax, M.searchTooLong))),
  /** `true` lists archived beneficiaries too. */
  archived: z.optional(z.enum(['true', 'false'], M.archivedFilterInvalid)),
  cursor: pageCursorParam,
  limit: pageLimitParam(BENEFICIARY_LIMITS.pageMax),
});
export type BeneficiaryListQuery = z.output<typeof beneficiaryListQuerySchema>;
