import type { Locator, Page } from 'playwright-core';

/**
 * The customer's payment form as a person fills it (issue 25): who is paid (a new
 * beneficiary's fields by its country's corridor, or a saved one picked from the book),
 * then the purpose. Labels are the form's own.
 */

/** A new beneficiary as the form asks for it; only the bank fields of its country's corridor. */
export interface NewBeneficiary {
  name: string;
  /** ISO 3166 alpha-2, the value of the Country select. */
  country: string;
  address: string;
  bankName: string;
  iban?: string;
  bic?: string;
  routingNumber?: string;
  sortCode?: string;
  accountNumber?: string;
}

const BANK_LABELS = {
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  routingNumber: 'Routing number (ABA)',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
} as const;

/** Chooses "New beneficiary" and fills its fields (the country first: it decides the bank fields shown). */
export async function fillNewBeneficiary(form: Page | Locator, beneficiary: NewBeneficiary): Promise<void> {
  await form.getByRole('radio', { name: 'New beneficiary' }).check();
  await form.getByLabel('Beneficiary name', { exact: true }).fill(beneficiary.name);
  await form.getByLabel('Country', { exact: true }).selectOption(beneficiary.country);
  await form.getByLabel('Address', { exact: true }).fill(beneficiary.address);
  await form.getByLabel('Bank name', { exact: true }).fill(beneficiary.bankName);
  for (const [field, label] of Object.entries(BANK_LABELS) as [keyof typeof BANK_LABELS, string][]) {
    const value = beneficiary[field];
    if (value !== undefined) await form.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Chooses "Pay a saved beneficiary", searches the book and picks the one named `name`. */
export async function pickSavedBeneficiary(form: Page | Locator, name: string): Promise<void> {
  await form.getByRole('radio', { name: 'Pay a saved beneficiary' }).check();
  await form.getByLabel('Search beneficiaries').fill(name);
  await form
    .getByRole('radio', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .check();
}

/** The purpose of the payment (a label of PAYMENT_PURPOSE_LABELS); "Other" with its description. */
export async function choosePurpose(
  form: Page | Locator,
  label = 'Goods',
  description?: string,
): Promise<void> {
  await form.getByLabel('Purpose of payment').selectOption({ label });
  if (description !== undefined) await form.getByLabel('Describe the purpose').fill(description);
}
