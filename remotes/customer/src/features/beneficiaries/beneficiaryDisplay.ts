import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';

const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/** A day as the customer reads it: "20 Nov 2026". */
export const formatDay = (isoTimestamp: string): string => DATE_FORMAT.format(new Date(isoTimestamp));

/**
 * The last four characters of the account the money goes to (the account number, else
 * the IBAN): enough to recognise it, not enough to copy it off a shared screen.
 */
export function accountLastFour(beneficiary: Pick<BeneficiaryView, 'accountNumber' | 'iban'>): string | null {
  const account = beneficiary.accountNumber ?? beneficiary.iban;
  return account ? account.slice(-4) : null;
}
