import { mailMessage, plainParagraph, type MailMessage } from '../../plugins/mail';

/** An approver's notice that a request of their business waits for them (issue 21). */
export function approvalNeededEmail(
  to: string,
  name: string,
  payment: { id: string; reference: string; makerName: string; what: string },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/dashboard/payments/${encodeURIComponent(payment.id)}`;
  return mailMessage(to, `Payment request ${payment.reference} needs your approval`, name, [
    plainParagraph(
      `${payment.makerName} made the payment request ${payment.what}, which needs a second person's approval.`,
    ),
    plainParagraph(`Approve or decline it here: ${link}`),
  ]);
}
