import type { ContactBody } from '@portal/contracts/contact';
import {
  escapeHtml,
  mailMessage,
  plainParagraph,
  PRODUCT,
  type MailMessage,
  type Paragraph,
} from '../../plugins/mail';

/** The visitor's message as written: on its own, its line breaks kept in the HTML part. */
const quotedMessage = (message: string): Paragraph => ({
  text: message,
  html: `<blockquote>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`,
});

/**
 * The e-mail that brings a contact message to the support mailbox. Its Reply-To is the
 * visitor's address, so support answers by replying (the address is in the text too).
 */
export function contactEmail(
  supportEmail: string,
  body: Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>,
): MailMessage {
  const mail = mailMessage(supportEmail, `Contact form: ${body.subject}`, `${PRODUCT} support`, [
    plainParagraph(`A visitor wrote through the contact form of the public site.`),
    plainParagraph(`From: ${body.name} <${body.email}>`),
    plainParagraph(`Subject: ${body.subject}`),
    quotedMessage(body.message),
    plainParagraph(`Reply to ${body.email} within 24 hours, as the contact page promises.`),
  ]);
  return { ...mail, replyTo: body.email };
}
