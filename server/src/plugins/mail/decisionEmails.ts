import { message, plain, PRODUCT, quotedReason } from './emailKit';
import type { MailMessage } from './mailer';

/**
 * The e-mails that tell a customer of an admin's decision (sent through the outbox, so a crash
 * loses none): their registration or their documents approved, or rejected with the reason the
 * admin gave. Written with the one e-mail kit (emailKit.ts).
 */
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
