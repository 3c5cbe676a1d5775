export { Mailer, type MailMessage } from './mailer';
export { createMailTransport } from './createMailTransport';
export { smtpTransport, outboxTransport, type MailTransport } from './transports';
export {
  escapeHtml,
  message as mailMessage,
  plain as plainParagraph,
  PRODUCT,
  quotedReason,
  type Paragraph,
} from './emailKit';
export { stateLine, stateSubject } from './paymentStateWords';
export { verificationEmail, resetEmail, VERIFICATION_SUBJECT, RESET_SUBJECT } from './templates';
export {
  registrationDecisionEmail,
  documentsDecisionEmail,
  type DecisionOutcome,
  REGISTRATION_APPROVED_SUBJECT,
  REGISTRATION_REJECTED_SUBJECT,
  DOCUMENTS_APPROVED_SUBJECT,
  DOCUMENTS_REJECTED_SUBJECT,
} from './decisionEmails';
