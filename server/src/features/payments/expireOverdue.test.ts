import { expect } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { Mailer } from '../../plugins/mail';
import { startExpiryJob } from '../../plugins/maintenance';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { plansOf, recordingDb, sequentialScansOf } from '../../testing/queryPlans';
import { expireOverdue } from './expireOverdue';
import { eventRows, insertPaymentIn, paymentRow } from './testing/journeyTesting';
import { customerSession } from './testing/paymentTesting';

describe.each(DATABASE_KINDS)('the funding deadline on %s', (kind) => {
  const server = useTestServer(kind);

  /** The job's dependencies: e-mails stay in the outbox (no transport sends them here). */
  const jobDeps = () => ({
    db: server.database.db,
    publicUrl: 'https://portal.example',
    mailer: new Mailer(
      server.database.db,
      { describe: 'nowhere (the outbox keeps them)', send: async () => undefined, close: () => undefined },
      'VendorBridge <no-reply@example.com>',
      server.test.app.log,
    ),
  });

  it('is enforced by the job: approved requests past their deadline expire, by the system, with an e-mail', async () => {
    const customer = await customerSession(server);
    const now = server.test.clock.now();
    const overdue = await insertPaymentIn(server, customer.user.id, 'approved', {
      deadline: new Date(now.getTime() - 1_000),
    });
    const waiting = await insertPaymentIn(server, customer.user.id, 'approved', {
      deadline: new Date(now.getTime() + 60_000),
    });
    const reported = await insertPaymentIn(server, customer.user.id, 'funding_reported', {
      deadline: new Date(now.getTime() - 1_000),
    });
    const deps = jobDeps();
    let rounds = 0;
    const job = startExpiryJob({
      log: server.test.app.log,
      everyMs: 20,
      expire: async (at) => {
        rounds += 1;
        return expireOverdue(deps, at);
      },
    });
    try {
      for (let wait = 0; wait < 100 && (await paymentRow(server, overdue)).status !== 'expired'; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      job.stop();
    }
    expect(rounds).toBeGreaterThan(0);
    expect((await paymentRow(server, overdue)).status).toBe('expired');
    expect((await paymentRow(server, waiting)).status).toBe('approved');
    expect((await paymentRow(server, reported)).status).toBe('funding_reported');
    expect((await eventRows(server, overdue)).map((event) => [event.status, event.actorId])).toEqual([
      ['expired', null],
    ]);
    const outbox = (
      await server.database.db
        .select()
        .from(tables.mailOutbox)
        .where(eq(tables.mailOutbox.toAddress, customer.user.email))
    ).filter((mail) => /expired/.test(mail.subject));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.textBody).toContain(`https://portal.example/dashboard/payments/${overdue}`);
  });

  it('expires a backlog larger than one transaction takes, every request of it, in one call', async () => {
    const customer = await customerSession(server);
    const past = new Date(server.test.clock.now().getTime() - 1_000);
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await insertPaymentIn(server, customer.user.id, 'approved', { deadline: past }));
    }
    expect(await expireOverdue(jobDeps(), server.test.clock.now(), 2)).toBe(5);
    for (const id of ids) expect((await paymentRow(server, id)).status).toBe('expired');
  });

  it('expires each request once, however many rounds run at the same time', async () => {
    const customer = await customerSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'approved', {
      deadline: new Date(server.test.clock.now().getTime() - 1_000),
    });
    const deps = jobDeps();
    const counts = await Promise.all([1, 2, 3].map(() => expireOverdue(deps, server.test.clock.now())));
    expect(counts.reduce((total, count) => total + count, 0)).toBe(1);
    expect(await eventRows(server, id)).toHaveLength(1);
  });

  it('asks whether anything is due through the deadline index, never by reading every request', async () => {
    // As a running business's table looks: most requests paid out long ago (their deadlines
    // passed), a tenth still awaiting funds with deadlines to come, nothing due. A planner
    // that multiplies the two conditions' shares expects a due request every few rows and
    // reads the whole table for one that is not there (one to five seconds per list
    // request at 1,000,000 rows, docs/benchmarks.md, part 8).
    const customer = await customerSession(server);
    const now = server.test.clock.now();
    await server.database.db.execute(sql`
      insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
        foreign_amount, foreign_currency, exchange_rate, local_amount, status, funding_deadline,
        created_at, status_changed_at)
      select ${customer.user.id}, 'Acme GmbH', 'Deutsche Bank', 'DEUTDEFF', 'DE89370400440532013000',
        100, 'USD', 410.5, 41050, case when g % 10 = 0 then 'approved' else 'sent' end,
        ${now.toISOString()}::timestamptz + case when g % 10 = 0 then interval '2 days' else - g * interval '1 hour' end,
        ${now.toISOString()}::timestamptz - g * interval '1 hour', ${now.toISOString()}::timestamptz
      from generate_series(1, 20000) g`);
    await server.database.db.execute(sql`analyze payment_requests`);
    const recording = recordingDb(server.database);

    expect(await expireOverdue({ ...jobDeps(), db: recording.db }, now)).toBe(0);

    const reads = recording.sent.filter((query) => /from "payment_requests"/.test(query.sql));
    expect(reads).toHaveLength(1);
    for (const read of reads) {
      const { custom, generic } = await plansOf(server.database.db, read);
      expect(sequentialScansOf(custom, 'payment_requests')).toEqual([]);
      expect(sequentialScansOf(generic, 'payment_requests')).toEqual([]);
      expect(custom.map((node) => node.index)).toContain('payment_requests_funding_deadline_idx');
    }
  });
});
