import path from 'node:path';
import { outboxTransport, smtpTransport, type MailTransport } from './transports';

/** SMTP when SMTP_URL is set, otherwise the outbox folder under DATA_DIR. */
export function createMailTransport(config: { smtpUrl: string | null; dataDir: string }): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : outboxTransport(path.join(config.dataDir, 'outbox'));
}
