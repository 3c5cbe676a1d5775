import type { ReactNode } from 'react';
import type { AdminPaymentRow, BusinessPerson } from '@portal/contracts/paymentAnswers';

/**
 * A person as name, then e-mail on a line of its own: an address in parentheses broke before
 * its closing parenthesis in a narrow column (issue 31's screenshots).
 */
const personText = ({ name, email }: Pick<BusinessPerson, 'name' | 'email'>) => (
  <span className="person">
    {name} <span className="person-email">{email}</span>
  </span>
);

/**
 * Who in the business prepared the request and who approved it there (issue 31): the member,
 * not the business's account (`userName`). A server from before names neither: the account is
 * then all there is, and it is labelled as the account.
 */
export function businessPeopleDetails(payment: AdminPaymentRow): { label: string; value: ReactNode }[] {
  if (payment.preparedBy === undefined)
    return [
      { label: 'Business account', value: personText({ name: payment.userName, email: payment.userEmail }) },
    ];
  return [
    {
      label: 'Prepared by',
      value: payment.preparedBy ? personText(payment.preparedBy) : 'Not recorded',
    },
    {
      label: 'Approved in the business by',
      value: payment.approvedInBusinessBy
        ? personText(payment.approvedInBusinessBy)
        : 'No approval needed by its policy',
    },
  ];
}
