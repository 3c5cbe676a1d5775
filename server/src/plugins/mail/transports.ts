import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Where composed messages go: an SMTP server, or files in a folder. */
export interface MailTransport {
  describe: string;
  send: (message: Mail.Options) => Promise<void>;
  close: () => void;
}

/**
 * SMTP from a URL such as smtp://user:pass@host:587 or smtps://host:465. STARTTLS is
 * used when the server offers it; a server that offers neither TLS nor AUTH (a local
 * capture) is spoken to in plain text.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    describe: `SMTP ${new URL(url).host}`,
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP each message is written to `dir` as an .eml file. */
export function outboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox ${dir}`,
    send: async (message) => {
      const info = await composer.sendMail(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => composer.close(),
  };
}
