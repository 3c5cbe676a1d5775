import { formatUtcDateTime } from '@portal/rules/dateTime';
import { vendorDetailsPagePath } from '@portal/contracts/vendorDetailsRequests';
import { mailMessage, plainParagraph, PRODUCT, type MailMessage } from '../../plugins/mail';

/**
 * The vendor's link (D43): who asks, for which payments, and the link that works once until it
 * expires. The token is in the link only; it is stored hashed.
 */
export function vendorLinkEmail(
  to: string,
  ask: { businessName: string; vendorName: string; currency: string; expiresAt: Date },
  token: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${vendorDetailsPagePath(token)}`;
  return mailMessage(to, `${ask.businessName} asks for your bank details`, ask.vendorName, [
    plainParagraph(
      `${ask.businessName} pays ${ask.vendorName} through ${PRODUCT} in ${ask.currency} and asks you to enter your bank details yourself, so that they are exactly as your bank has them.`,
    ),
    plainParagraph(`Enter them here (no account needed): ${link}`),
    plainParagraph(
      `The link works once and expires on ${formatUtcDateTime(ask.expiresAt.toISOString())}. If you do not know ${ask.businessName}, ignore this e-mail.`,
    ),
  ]);
}

/** The requester's notice that the vendor entered their bank details, which now wait for a confirmation. */
export function vendorSubmittedEmail(
  to: { email: string; name: string },
  what: { vendorName: string; changed: boolean },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/dashboard/beneficiaries`;
  return mailMessage(to.email, `${what.vendorName} entered their bank details`, to.name, [
    plainParagraph(
      what.changed
        ? `${what.vendorName} entered their bank details through the link you sent. Before anything can be paid to them, an owner or approver of your business must check and confirm them.`
        : `${what.vendorName} entered the same bank details you already have for them: nothing changed.`,
    ),
    plainParagraph(`See them on your beneficiaries: ${link}`),
  ]);
}
