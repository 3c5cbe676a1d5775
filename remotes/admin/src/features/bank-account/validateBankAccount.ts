import type { ReceivingBankAccount } from '@portal/contracts';

export type BankAccountErrors = Partial<Record<keyof ReceivingBankAccount, string>>;

// Customers pay into this account, so it may not be saved without the three
// details a transfer cannot do without. SWIFT and IBAN stay optional: a naira
// account has neither.
const REQUIRED: [keyof ReceivingBankAccount, string][] = [
  ['bankName', 'Bank name is required'],
  ['accountName', 'Account name is required'],
  ['accountNumber', 'Account number is required'],
];

export function validateBankAccount(account: ReceivingBankAccount): BankAccountErrors {
  const errors: BankAccountErrors = {};
  for (const [field, message] of REQUIRED) {
    if (account[field].trim() === '') errors[field] = message;
  }
  return errors;
}
