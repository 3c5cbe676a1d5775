export { Mailer, type MailMessage } from './mailer';
export { createMailTransport } from './createMailTransport';
export { smtpTransport, outboxTransport, type MailTransport } from './transports';
export { verificationEmail, resetEmail, VERIFICATION_SUBJECT, RESET_SUBJECT } from './templates';
