import { escapeHtml, layout, PRODUCT } from './emailKit';
import type { MailMessage } from './mailer';

export const VERIFICATION_SUBJECT = `Your ${PRODUCT} verification code`;
export const RESET_SUBJECT = `Reset your ${PRODUCT} password`;

/** The verification e-mail carries the 6-digit code. */
export function verificationEmail(to: string, name: string, code: string, minutesValid: number): MailMessage {
  return {
    to,
    subject: VERIFICATION_SUBJECT,
    text: [
      `Hello ${name},`,
      `Your ${PRODUCT} verification code is: ${code}`,
      `Enter it in the Email Verification window to activate your account. The code expires in ${minutesValid} minutes.`,
      `If you did not sign up for ${PRODUCT}, you can ignore this e-mail.`,
    ].join('\n\n'),
    html: layout([
      `Hello ${escapeHtml(name)},`,
      `Your ${PRODUCT} verification code is:`,
      `<strong style="font-size: 24px; letter-spacing: 4px">${code}</strong>`,
      `Enter it in the Email Verification window to activate your account. The code expires in ${minutesValid} minutes.`,
      `If you did not sign up for ${PRODUCT}, you can ignore this e-mail.`,
    ]),
  };
}

/** The reset e-mail carries the link to /reset-password?token=... */
export function resetEmail(to: string, name: string, link: string, minutesValid: number): MailMessage {
  return {
    to,
    subject: RESET_SUBJECT,
    text: [
      `Hello ${name},`,
      `Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open this link:`,
      link,
      `The link works once and expires in ${minutesValid} minutes. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
    ].join('\n\n'),
    html: layout([
      `Hello ${escapeHtml(name)},`,
      `Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open this link:`,
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      `The link works once and expires in ${minutesValid} minutes. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
    ]),
  };
}
