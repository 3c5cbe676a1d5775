import type { BeneficiaryBankField } from '@portal/contracts/beneficiaryPaths';
import type { BeneficiaryCorridor } from '@portal/rules/corridors';

// The words of a beneficiary's bank fields, shared by the customer's beneficiary form and the
// vendor's own page (D43), so both ask for the same thing in the same words.

export interface BankFieldLabel {
  label: string;
  hint?: string;
  inputMode?: 'numeric';
}

export const BANK_FIELD_LABELS: Readonly<Record<BeneficiaryBankField, BankFieldLabel>> = {
  // No sample number: a German example shown to a Polish vendor reads as the answer expected.
  iban: { label: 'IBAN', hint: 'Starts with the country code and 2 check digits, as on your bank statement' },
  bic: { label: 'SWIFT/BIC', hint: '8 or 11 letters and digits' },
  routingNumber: { label: 'Routing number (ABA)', hint: '9 digits', inputMode: 'numeric' },
  sortCode: { label: 'Sort code', hint: '6 digits, e.g. 12-34-56', inputMode: 'numeric' },
  accountNumber: { label: 'Account number' },
};

/** What each corridor asks for, said once above its fields. */
export const CORRIDOR_NOTES: Readonly<Record<BeneficiaryCorridor, string>> = {
  iban: 'This country uses IBAN: give the IBAN and the bank’s SWIFT/BIC.',
  us: 'US banks: give the ABA routing number and the account number.',
  gb: 'UK banks: give the sort code and 8-digit account number, or an IBAN instead.',
  other: 'Give the bank’s SWIFT/BIC and the account number.',
};

/**
 * The one name of a bank's SWIFT code wherever a person reads it (issue 31, review item 13):
 * the beneficiary form, a payment's details, the receiving account, staff's cards and the receipt
 * ("SWIFT Code", "BIC" and "SWIFT/BIC" were the same field).
 */
export const SWIFT_LABEL = BANK_FIELD_LABELS.bic.label;

/**
 * Each corridor's bank scheme in a few words, from the field labels above: how a saved
 * beneficiary is paid, where a line names it ("Italy, IBAN"; "United Kingdom, sort code and
 * account number").
 */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
export const CORRIDOR_NAMES: Readonly<Record<BeneficiaryCorridor, string>> = {
  iban: BANK_FIELD_LABELS.iban.label,
  us: `${inSentence(BANK_FIELD_LABELS.routingNumber.label)} and account number`,
  gb: `${inSentence(BANK_FIELD_LABELS.sortCode.label)} and account number`,
  other: `${SWIFT_LABEL} and account number`,
};
