import { STAFF_ROLE_LABELS, staffInvitationPagePath, type StaffRole } from '@portal/contracts';
import { mailMessage, plainParagraph, PRODUCT, type MailMessage } from '../../plugins/mail';

/**
 * A staff invitation (issue 22): who invites, as what, the one link that works once for 72
 * hours, and that an authenticator app is needed before the admin area opens.
 */
export function staffInvitationEmail(
  to: string,
  invite: { inviterName: string; role: StaffRole; expiresAt: Date },
  token: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${staffInvitationPagePath(token)}`;
  return mailMessage(to, `${invite.inviterName} invited you to the ${PRODUCT} staff`, to, [
    plainParagraph(
      `${invite.inviterName} invited you to the ${PRODUCT} operations team as ${STAFF_ROLE_LABELS[invite.role].toLowerCase()}.`,
    ),
    plainParagraph(`Accept the invitation and choose your password here: ${link}`),
    plainParagraph(
      `The link works once and expires in 72 hours (${invite.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC). You will set up an authenticator app before the admin area opens.`,
    ),
  ]);
}
