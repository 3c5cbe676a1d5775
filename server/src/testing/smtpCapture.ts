import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The recipients' addresses. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  /** What to give the server as SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The first message (already received or still to come) that matches. */
  waitFor: (predicate: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  stop: () => Promise<void>;
}

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((item) => item.value.map((entry) => entry.address ?? ''));

/**
 * A real SMTP server on a free loopback port that keeps every message it receives,
 * parsed. It offers neither STARTTLS nor AUTH, like a local development mail catcher.
 * The server's tests and the browser tests (e2e/testing, through @portal/server/testing) both use it.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (predicate, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`).join('; ') || 'none';
          throw new Error(`no matching e-mail within ${timeoutMs} ms (received: ${seen})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
