import type { PGlite } from '@electric-sql/pglite';
import { ensurePgliteTemplate, pgliteFromTemplate } from './pgliteTemplate';
import { leaseWorkerPglite } from './workerPglite';

const SMALL_BUFFERS = ['-c', 'shared_buffers=16MB'];

/** The worker's database as the next test file would get it. */
async function lease(): Promise<PGlite> {
  const client = await leaseWorkerPglite(await ensurePgliteTemplate(), SMALL_BUFFERS);
  if (!client) throw new Error('the worker database is held');
  return client;
}

async function count(client: PGlite, table: string): Promise<number> {
  const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return result.rows[0]?.n ?? -1;
}

// The worker's database exists wherever the server's jest environment runs (workers or in band);
// this file run under another environment skips.
const inWorkerProcess = (globalThis as { __workerPglite?: unknown }).__workerPglite
  ? describe
  : describe.skip;

inWorkerProcess("the jest worker's PGlite database, shared by its test files in turn", () => {
  it('comes to each file as the migrated image holds it: rows, sequences and session settings', async () => {
    const fresh = await pgliteFromTemplate({ fresh: true });
    const rates = await count(fresh, 'exchange_rates');
    const firstReference = await fresh.query<{ v: string }>(
      `select nextval('payment_reference_seq')::text as v`,
    );
    await fresh.close();

    const first = await lease();
    await first.exec(`delete from exchange_rates; set statement_timeout = '1s'`);
    await first.query(`select nextval('payment_reference_seq')`);
    await first.exec(
      `insert into contact_messages (name, email, subject, message) values ('Ada', 'ada@example.ng', 'Hello', 'A question')`,
    );
    await first.close();

    const next = await lease();
    try {
      expect(await count(next, 'exchange_rates')).toBe(rates);
      expect(rates).toBeGreaterThan(0);
      expect(await count(next, 'contact_messages')).toBe(0);
      const reference = await next.query<{ v: string }>(`select nextval('payment_reference_seq')::text as v`);
      expect(reference.rows).toEqual(firstReference.rows);
      const timeout = await next.query<{ statement_timeout: string }>('show statement_timeout');
      expect(timeout.rows[0]?.statement_timeout).toBe('0');
    } finally {
      await next.close();
    }
  });

  it("answers with this test file's own kinds of objects and errors", async () => {
    const client = await lease();
    try {
      const result = await client.query<{ at: unknown; doc: unknown; bytes: unknown }>(
        `select $1::timestamptz as at, $2::jsonb as doc, $3::bytea as bytes`,
        [new Date('2026-11-29T10:00:00Z'), JSON.stringify({ naira: ['5000.00'] }), new Uint8Array([1, 2, 3])],
      );
      const [row] = result.rows;
      expect(row?.at).toBeInstanceOf(Date);
      expect(row?.at).toEqual(new Date('2026-11-29T10:00:00Z'));
      expect(row?.doc).toStrictEqual({ naira: ['5000.00'] });
      expect(row?.bytes).toBeInstanceOf(Uint8Array);
      expect(Array.from(row?.bytes as Uint8Array)).toEqual([1, 2, 3]);

      const failure = await client.query('select * from no_such_table').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: '42P01' });

      // What a transaction's work throws comes back as it was thrown.
      class Refused extends Error {}
      const thrown = await client
        .transaction(async (tx) => {
          await tx.query(
            `insert into contact_messages (name, email, subject, message) values ('A', 'a@b.co', 'S', 'M')`,
          );
          throw new Refused('no');
        })
        .catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Refused);
      expect(await count(client, 'contact_messages')).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('gives a second database asked for while the first is held a database of its own', async () => {
    const held = await lease();
    try {
      const own = await pgliteFromTemplate();
      try {
        await own.exec(
          `insert into contact_messages (name, email, subject, message) values ('B', 'b@c.co', 'S', 'M')`,
        );
        expect(await count(own, 'contact_messages')).toBe(1);
        expect(await count(held, 'contact_messages')).toBe(0);
      } finally {
        await own.close();
      }
    } finally {
      await held.close();
    }
  });

  it('refuses the calls of a file that closed it, and the next file still gets it', async () => {
    const closing = await lease();
    await closing.close();
    expect(closing.closed).toBe(true);
    await expect(closing.query('select 1')).rejects.toThrow('PGlite is closed');

    const next = await lease();
    try {
      expect(await count(next, 'users')).toBe(0);
    } finally {
      await next.close();
    }
  });

  it('is a new database for the next file once a file changed the schema', async () => {
    const changing = await lease();
    await changing.exec(`alter table contact_messages rename to contact_messages_gone`);
    await changing.close();

    const next = await lease();
    try {
      expect(await count(next, 'contact_messages')).toBe(0);
      const gone = await next.query(`select to_regclass('contact_messages_gone') as name`);
      expect(gone.rows).toEqual([{ name: null }]);
    } finally {
      await next.close();
    }
  });
});
