import { mailMessage, plainParagraph, stateLine, stateSubject, type MailMessage } from '../../plugins/mail';

/** An approver's notice that a request of their business waits for them (issue 21). */
export function approvalNeededEmail(
  to: string,
  name: string,
  payment: { id: string; reference: string; makerName: string; what: string },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/dashboard/payments/${encodeURIComponent(payment.id)}`;
  const subject = stateSubject(
    'awaiting_approval',
    `payment request ${payment.reference} needs your approval`,
  );
  return mailMessage(to, subject, name, [
    plainParagraph(
      `${payment.makerName} made the payment request ${payment.what}, which needs a second person's approval.`,
    ),
    stateLine('awaiting_approval'),
    plainParagraph(`Approve or decline it here: ${link}`),
  ]);
}
