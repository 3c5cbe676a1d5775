import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { openTestDatabase, startSmtpCapture, type TestDatabase } from '../../testing';
import { Mailer } from './mailer';
import { resetEmail, verificationEmail } from './templates';
import { outboxTransport, smtpTransport } from './transports';

function logger() {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  return { log: app.log, lines };
}

describe('mail delivery', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes each message as a private .eml file in the outbox when there is no SMTP server', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-outbox-')), 'outbox');
    const mailer = new Mailer(
      database.db,
      outboxTransport(dir),
      'VendorBridge <no-reply@test>',
      logger().log,
    );
    try {
      await mailer.dispatch(verificationEmail('ada@example.com', 'Ada', '042917', 15));
      await mailer.idle();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const file = path.join(dir, files[0] ?? '');
      expect(file).toMatch(/\.eml$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.subject).toBe('Your VendorBridge verification code');
      expect(parsed.text).toContain('042917');
    } finally {
      await mailer.close();
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('speaks SMTP without TLS or AUTH to a local capture server', async () => {
    const capture = await startSmtpCapture();
    const mailer = new Mailer(
      database.db,
      smtpTransport(capture.url),
      'VendorBridge <no-reply@test>',
      logger().log,
    );
    try {
      await mailer.dispatch(
        resetEmail('ada@example.com', 'Ada', 'http://x.test/reset-password?token=abc', 30),
      );
      await mailer.idle();
      const mail = await capture.waitFor((item) => item.to.includes('ada@example.com'));
      expect(mail.text).toContain('http://x.test/reset-password?token=abc');
    } finally {
      await mailer.close();
      await capture.stop();
    }
  });

  it('logs a failed delivery without the address and never throws at the caller', async () => {
    const { log, lines } = logger();
    const mailer = new Mailer(database.db, smtpTransport('smtp://127.0.0.1:1'), 'x@test', log);
    await expect(
      mailer.dispatch(verificationEmail('ada@example.com', 'Ada', '123456', 15)),
    ).resolves.toBeUndefined();
    await mailer.idle();
    await mailer.close();
    const output = lines.join('');
    expect(output).toContain('e-mail could not be sent');
    expect(output).not.toContain('ada@example.com');
    expect(output).not.toContain('123456');
  });

  it('sends to exactly one recipient, even when the address holds a comma', async () => {
    const capture = await startSmtpCapture();
    const mailer = new Mailer(
      database.db,
      smtpTransport(capture.url),
      'VendorBridge <no-reply@test>',
      logger().log,
    );
    try {
      await mailer.dispatch(verificationEmail('victim@example.com,ada@example.com', 'Ada', '123456', 15));
      await mailer.idle();
      expect(capture.messages.flatMap((mail) => mail.to)).not.toContain('ada@example.com');
      expect(capture.messages.flatMap((mail) => mail.to)).not.toContain('victim@example.com');
    } finally {
      await mailer.close();
      await capture.stop();
    }
  });

  it('escapes the name in the HTML part', () => {
    const mail = verificationEmail('x@test', '<img src=x onerror=alert(1)>', '123456', 15);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
  });
});
