import { BUSINESS_ROLE_LABELS, invitationPagePath, type BusinessRole } from '@portal/contracts';
import {
  mailMessage,
  plainParagraph,
  PRODUCT,
  stateLine,
  stateSubject,
  type MailMessage,
} from '../../plugins/mail';

const dateOf = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/**
 * The invitation (issue 21): who invites, into which business, as what, and the one link
 * that works once until it expires. The token is in the link only; it is stored hashed.
 */
export function invitationEmail(
  to: string,
  invite: { businessName: string; inviterName: string; role: BusinessRole; expiresAt: Date },
  token: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${invitationPagePath(token)}`;
  return mailMessage(to, `${invite.inviterName} invited you to ${invite.businessName} on ${PRODUCT}`, to, [
    plainParagraph(
      `${invite.inviterName} invited you to join ${invite.businessName} on ${PRODUCT} as ${BUSINESS_ROLE_LABELS[invite.role].toLowerCase()}.`,
    ),
    plainParagraph(`Accept the invitation and choose your password here: ${link}`),
    plainParagraph(
      `The link works once and expires on ${dateOf(invite.expiresAt)}. If you did not expect it, ignore this e-mail.`,
    ),
  ]);
}

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
