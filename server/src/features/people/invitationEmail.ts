import { mailMessage, plainParagraph, type MailMessage } from '../../plugins/mail';

/** The words of one audience's invitation e-mail. */
export interface InvitationEmailWords {
  subject: string;
  /** Who invites, where to, as what. */
  invited: string;
  /** When the link stops working, and anything the newcomer must know before. */
  expiry: string;
}

/**
 * An invitation e-mail (issues 21, 22): who invites, where to, as what, and the one link that
 * works once until it expires. The token is in the link only; it is stored hashed.
 */
export function invitationEmail(to: string, words: InvitationEmailWords, link: string): MailMessage {
  return mailMessage(to, words.subject, to, [
    plainParagraph(words.invited),
    plainParagraph(`Accept the invitation and choose your password here: ${link}`),
    plainParagraph(words.expiry),
  ]);
}
