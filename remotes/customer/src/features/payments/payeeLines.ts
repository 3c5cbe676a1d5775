import { formatIban } from '@portal/rules/paymentAccounts';
import { countryName } from '../beneficiaries';
import type { Payee } from './paymentForm';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

/** A sort code as people write it: 12-34-56. */
const sortCodeText = (digits: string) => digits.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/**
 * The beneficiary's lines as the review step and the request's page show them: name,
 * country, bank, the IBAN or account, and the BIC, routing number or sort code it has.
 */
export function payeeLines(payee: Payee): [string, string][] {
  const lines: [string, string][] = [
    ['Beneficiary', payee.name],
    ['Country', countryName(payee.country)],
    ['Bank', payee.bankName],
  ];
  if (payee.iban) lines.push(['IBAN', formatIban(payee.iban)]);
  if (payee.accountNumber) lines.push(['Account number', payee.accountNumber]);
  if (payee.bic) lines.push([SWIFT_LABEL, payee.bic]);
  if (payee.routingNumber) lines.push(['Routing number', payee.routingNumber]);
  if (payee.sortCode) lines.push(['Sort code', sortCodeText(payee.sortCode)]);
  return lines;
}
