import type { MailMessage } from './mailer';

/**
 * The e-mails that tell a customer of an admin's decision (sent through the outbox, so a crash
 * loses none): their registration or their documents approved, or rejected with the reason the
 * admin gave. Names and reasons are typed by people, so the HTML part escapes them.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PRODUCT = 'VendorBridge';

function layout(paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${body}
<p>— The ${PRODUCT} team</p>
</body></html>`;
}

/** A paragraph of the text part, and the same paragraph for the HTML part. */
interface Paragraph {
  text: string;
  html: string;
}

const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

/** The reason as the customer should read it: on its own, line breaks kept. */
const quotedReason = (reason: string): Paragraph => ({
  text: `Reason: ${reason}`,
  html: `<strong>Reason:</strong> ${escapeHtml(reason).replace(/\r?\n/g, '<br>')}`,
});

function message(to: string, subject: string, name: string, paragraphs: Paragraph[]): MailMessage {
  const all = [plain(`Hello ${name},`), ...paragraphs];
  return {
    to,
    subject,
    text: all.map((paragraph) => paragraph.text).join('\n\n'),
    html: layout(all.map((paragraph) => paragraph.html)),
  };
}

export type DecisionOutcome = { status: 'approved' } | { status: 'rejected'; reason: string };

export const REGISTRATION_APPROVED_SUBJECT = `Your ${PRODUCT} registration is approved`;
export const REGISTRATION_REJECTED_SUBJECT = `Your ${PRODUCT} registration was not approved`;
export const DOCUMENTS_APPROVED_SUBJECT = `Your ${PRODUCT} documents are approved`;
export const DOCUMENTS_REJECTED_SUBJECT = `Your ${PRODUCT} documents need your attention`;

/** The registration decided: approved opens the portal; rejected says why. */
export function registrationDecisionEmail(to: string, name: string, outcome: DecisionOutcome): MailMessage {
  if (outcome.status === 'approved') {
    return message(to, REGISTRATION_APPROVED_SUBJECT, name, [
      plain(`Your ${PRODUCT} registration has been approved.`),
      plain('Sign in to your dashboard to request payments to your vendors.'),
    ]);
  }
  return message(to, REGISTRATION_REJECTED_SUBJECT, name, [
    plain(`We could not approve your ${PRODUCT} registration.`),
    quotedReason(outcome.reason),
    plain('Please review your profile and documents. Contact us if you need help.'),
  ]);
}

/**
 * The documents decided; `documents` names each one decided (e.g. "BVN", "CAC"), so
 * the customer knows which to upload again after a rejection.
 */
export function documentsDecisionEmail(
  to: string,
  name: string,
  outcome: DecisionOutcome,
  documents: readonly string[],
): MailMessage {
  const list = documents.join(', ');
  if (outcome.status === 'approved') {
    return message(to, DOCUMENTS_APPROVED_SUBJECT, name, [
      plain(`Your verification documents have been approved: ${list}.`),
    ]);
  }
  return message(to, DOCUMENTS_REJECTED_SUBJECT, name, [
    plain(`Your verification documents were rejected: ${list}.`),
    quotedReason(outcome.reason),
    plain('Please upload new versions from the Documents page of your dashboard.'),
  ]);
}
