import type { BeneficiaryBankDetails } from '@portal/contracts/beneficiaryAnswers';
import { formatIban } from '@portal/rules/paymentAccounts';
import type { Detail } from '../details';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

/** "123456" as it is read aloud and printed on cheques: "12-34-56". */
export const formatSortCode = (sortCode: string) => sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/**
 * One version's bank details as label and value pairs, only the fields its corridor uses
 * (the server sends the others as null): IBAN and BIC, routing number and account, sort
 * code and account (or IBAN), or BIC and account.
 */
export function bankDetailRows(details: BeneficiaryBankDetails): Detail[] {
  const rows: Detail[] = [{ label: 'Bank', value: details.bankName }];
  if (details.iban) rows.push({ label: 'IBAN', value: <code>{formatIban(details.iban)}</code>, wide: true });
  if (details.routingNumber)
    rows.push({ label: 'Routing Number', value: <code>{details.routingNumber}</code> });
  if (details.sortCode)
    rows.push({ label: 'Sort Code', value: <code>{formatSortCode(details.sortCode)}</code> });
  if (details.accountNumber)
    rows.push({ label: 'Account Number', value: <code>{details.accountNumber}</code> });
  if (details.bic) rows.push({ label: SWIFT_LABEL, value: <code>{details.bic}</code> });
  return rows;
}
