import type { ReceivingAccountView } from '@portal/contracts/accountViews';
import type { ReceivingAccountCurrency } from '@portal/rules/currencies';

/** The receiving account as the form holds it: an account never saved has no currency yet. */
export interface ReceivingAccountValues {
  bankName: string;
  accountName: string;
  accountNumber: string;
  currency: ReceivingAccountCurrency | '';
  swiftCode: string;
  iban: string;
}

/** No account has been saved: every field empty, no placeholder the admin could mistake for one. */
export const UNSET_RECEIVING_ACCOUNT: ReceivingAccountValues = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  currency: '',
  swiftCode: '',
  iban: '',
};

export function receivingAccountValuesOf(account: ReceivingAccountView | null): ReceivingAccountValues {
  if (!account) return { ...UNSET_RECEIVING_ACCOUNT };
  const { bankName, accountName, accountNumber, currency, swiftCode, iban } = account;
  return { bankName, accountName, accountNumber, currency, swiftCode, iban };
}
