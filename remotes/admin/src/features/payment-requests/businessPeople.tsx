import type { ReactNode } from 'react';
import type { AdminPaymentRow, BusinessPerson } from '@portal/contracts/paymentAnswers';
import { PersonText } from '../details';

const personText = ({ name, email }: Pick<BusinessPerson, 'name' | 'email'>) => (
  <PersonText name={name} email={email} />
);

/**
 * A request that went straight to review: its business's policy did not ask for an approval when
 * it was submitted. The threshold in force then is not stored, so nothing is said about today's
 * policy (issue 31: PAY-1003 was made before the policy existed).
 */
export const BUSINESS_APPROVAL_LABEL = 'Business approval';

export const NO_BUSINESS_APPROVAL = 'None: not needed when it was submitted';

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
      // Two words that do not wrap into an orphaned "by" on a card's narrow column (issue 31 review).
      label: BUSINESS_APPROVAL_LABEL,
      value: payment.approvedInBusinessBy ? personText(payment.approvedInBusinessBy) : NO_BUSINESS_APPROVAL,
    },
  ];
}
