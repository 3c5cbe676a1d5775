import type { BeneficiaryCorridor } from '@portal/rules/corridors';
// The beneficiary book (issue 25, D33): where it is, what it says, and which bank fields each
// country's corridor asks for. No rules here (no ibantools), so a screen that only lists
// beneficiaries or names the fields downloads none of the checks.

/** Paths under `/api`; `:id` is a beneficiary's uuid. */
export const BENEFICIARY_PATHS = {
  beneficiaries: '/beneficiaries',
  beneficiary: '/beneficiaries/:id',
} as const;

export const beneficiaryPath = (id: string) => `/beneficiaries/${encodeURIComponent(id)}`;

/** The bank fields a beneficiary may carry (bankName is asked in every corridor). */
export type BeneficiaryBankField = 'iban' | 'bic' | 'routingNumber' | 'sortCode' | 'accountNumber';

/** The fields the form shows for a corridor, in the order it shows them. */
export const CORRIDOR_FIELDS: Record<BeneficiaryCorridor, readonly BeneficiaryBankField[]> = {
  iban: ['iban', 'bic'],
  us: ['routingNumber', 'accountNumber'],
  // Sort code and account number, or an IBAN instead of both.
  gb: ['sortCode', 'accountNumber', 'iban'],
  other: ['bic', 'accountNumber'],
};

/** Why a payment is made (a required field of `POST /api/payments`); `other` needs `purposeText`. */
export const PAYMENT_PURPOSES = ['goods', 'services', 'software', 'freight', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const BENEFICIARY_LIMITS = {
  textMax: 200,
  addressMax: 300,
  searchMax: 100,
  pageDefault: 20,
  pageMax: 50,
} as const;

export const BENEFICIARY_MESSAGES = {
  created: 'Beneficiary saved',
  updated: 'Beneficiary updated',
  archived: 'Beneficiary archived',
  list: 'Beneficiaries',
  one: 'Beneficiary',
  nameRequired: 'Beneficiary name is required',
  bankNameRequired: 'Bank name is required',
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${BENEFICIARY_LIMITS.addressMax} characters`,
  countryInvalid: 'Please choose a country',
  currencyInvalid: 'Please choose a currency',
  emailInvalid: 'Please enter a valid email address',
  ibanRequired: 'IBAN is required',
  ibanInvalid: 'This IBAN is not valid: please check it, its check digits do not match',
  bicRequired: 'SWIFT/BIC is required',
  bicInvalid: 'SWIFT/BIC must be 8 or 11 characters with a valid country code',
  routingRequired: 'Routing number is required',
  routingInvalid: 'Routing number must be 9 digits with a valid ABA check digit',
  usAccountInvalid: 'Account number must be 4 to 17 digits',
  sortCodeRequired: 'Sort code is required (or give an IBAN)',
  sortCodeInvalid: 'Sort code must be 6 digits, e.g. 12-34-56',
  gbAccountRequired: 'Account number is required (or give an IBAN)',
  gbAccountInvalid: 'Account number must be 8 digits',
  accountRequired: 'Account number is required',
  accountInvalid: 'Account number must be 4 to 34 letters or digits',
  purposeInvalid: 'Please choose the purpose of the payment',
  purposeTextRequired: 'Please describe the purpose of the payment',
  searchTooLong: `Search must be at most ${BENEFICIARY_LIMITS.searchMax} characters`,
  archivedFilterInvalid: 'archived must be true or false',
  beneficiaryArchived: 'This beneficiary is archived; choose another one',
  beneficiaryNotFound: 'This beneficiary was not found; choose one of yours',
  tooManyCreated: 'Too many beneficiaries saved in a minute.',
  currencyNotBeneficiarys:
    "Pay this beneficiary in its own currency, or change the beneficiary's currency first",
} as const;

/** Why a business with `max` beneficiaries may save no more (409). */
export const beneficiaryLimitMessage = (max: number): string =>
  `Your business has ${max.toLocaleString('en-GB')} beneficiaries, the most it can keep (archived ones count). Pay a saved beneficiary, or contact support to raise the limit.`;
