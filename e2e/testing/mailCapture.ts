// The browser tests catch the portal's e-mail with the server tests' SMTP capture.
export {
  startSmtpCapture as startMailCapture,
  type CapturedMail,
  type SmtpCapture as MailCapture,
} from '@portal/server/testing';
