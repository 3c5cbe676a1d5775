import { isNotNull, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { tables } from '../database';
import { DATABASE_KINDS, recordingTransport, useTestDatabase } from '../../testing';
import { Mailer } from './mailer';
import { verificationEmail } from './templates';
import type { MailTransport } from './transports';

const { mailOutbox } = tables;

const quietLog = Fastify({ logger: false }).log;
const message = (to: string) => verificationEmail(to, 'Ada', '123456', 15);

describe.each(DATABASE_KINDS)('the mail outbox on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('sends nothing that was enqueued in a transaction that rolled back', async () => {
    const transport = recordingTransport();
    const mailer = new Mailer(database.db, transport, 'x@test', quietLog, { inline: true });
    await database.db
      .transaction(async (tx) => {
        await mailer.enqueue(tx, message('rolled@back.test'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await mailer.deliverDue();
    expect(transport.messages).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('delivers after a restart what a process committed but died before sending (kill -9)', async () => {
    // The first process commits its change and its e-mail, then dies before sending:
    // nothing of its own delivery ever runs.
    const dead = new Mailer(database.db, recordingTransport(), 'x@test', quietLog);
    await database.db.transaction((tx) => dead.enqueue(tx, message('survivor@example.test')));

    const transport = recordingTransport();
    const next = new Mailer(database.openAnother().db, transport, 'x@test', quietLog);
    next.start(60_000);
    await next.idle();
    await next.close();
    expect(transport.messages.map((mail) => mail.to)).toEqual(['survivor@example.test']);
    const rows = await database.db.select().from(mailOutbox).where(isNotNull(mailOutbox.sentAt));
    expect(rows).toHaveLength(1);
  });

  it('sends each message once when two instances sweep at the same time', async () => {
    const enqueuer = new Mailer(database.db, recordingTransport(), 'x@test', quietLog);
    for (let index = 0; index < 5; index += 1)
      await enqueuer.enqueue(database.db, message(`m${index}@x.test`));
    const first = recordingTransport();
    const second = recordingTransport();
    const a = new Mailer(database.db, first, 'x@test', quietLog);
    const b = new Mailer(database.openAnother().db, second, 'x@test', quietLog);
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    const sent = [...first.messages, ...second.messages].map((mail) => mail.to).sort();
    expect(sent).toEqual(['m0@x.test', 'm1@x.test', 'm2@x.test', 'm3@x.test', 'm4@x.test']);
  });

  it('keeps a message the transport refused and sends it on a later sweep', async () => {
    let fail = true;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      describe: 'flaky',
      send: async (mail) => {
        if (fail) throw new Error('421 try again later');
        delivered.push(String((mail.to as { address: string }).address));
      },
      close: () => undefined,
    };
    let now = new Date('2026-01-01T00:00:00Z');
    const mailer = new Mailer(database.db, flaky, 'x@test', quietLog, { inline: true, now: () => now });
    await mailer.dispatch(message('later@x.test'));
    expect(delivered).toEqual([]);
    const [waiting] = await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(waiting?.lastError).toContain('421');

    fail = false;
    now = new Date(now.getTime() + 60 * 60_000);
    await mailer.deliverDue();
    expect(delivered).toEqual(['later@x.test']);
  });
});
