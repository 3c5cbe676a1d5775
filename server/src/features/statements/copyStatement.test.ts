import { sql } from 'drizzle-orm';
import { postgresPoolOf } from '../../plugins/database/postgresPool';
import { useTestDatabase } from '../../testing';
import * as copyCsvModule from './copyCsv';
import { copyCsv, openCopyClient } from './copyCsv';
import { csvHeaderLine } from './csvStream';
import { paymentStatementCsv, paymentStatementExport, type PaymentStatementFilter } from './paymentStatement';
import { paymentStatementCopyQuery } from './paymentStatementCopy';
import { statementPeriod } from './statementPeriod';
import { parseCsv } from './testing/parseCsv';
import { bytesOf } from './testing/pdfTextOf';
import { seedCustomer, seedPayments } from './testing/seedStatementData';

/** Text a spreadsheet would run, split or mangle, in every text column the statement has. */
const NASTY = [
  '=cmd|/C calc!A0',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tcmd',
  '\rcmd',
  '\t=x',
  '=\t=',
  'tab\tinside',
  'Acme;=1+1',
  'Acme,+1|-1\t@1',
  'quote "x" and ""',
  '"',
  ',',
  'new\nline',
  'crlf\r\n=line',
  '\n\n',
  'Müller & Söhne ☃ 日本 😀',
  'a\u2028=b\u2029+c',
  '\u00a0 -x',
  'back\\slash\\',
  "O'Brien",
  ' ',
];

const STATES = ['pending', 'approved', 'sent', 'awaiting_approval', 'screening', 'rejected', 'funded'];
const CURRENCIES = ['EUR', 'JPY', 'USD', 'GBP', 'CAD'];

const textArray = (values: readonly string[]) =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}])`;

async function seedNastyRows(db: Parameters<typeof seedCustomer>[0], userId: string, tag: string) {
  await seedPayments(
    db,
    userId,
    NASTY.map((recipient, index) => ({
      recipient: `${recipient}${index % 3 === 0 ? '' : ` ${tag}`}`,
      createdAt: new Date(Date.UTC(2026, 2, 1 + (index % 28), index, 7, 9, index)).toISOString(),
      status: STATES[index % STATES.length],
      amount: `${1000 + index}.${index % 2 === 0 ? '50' : '05'}`,
    })),
  );
  // Every other column a nasty text, a currency without minor units, rates with and
  // without trailing zeros, a fee, a payout: whatever the statement writes.
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by created_at) - 1 as n from payment_requests where user_id = ${userId}
    )
    update payment_requests p set
      foreign_currency = ${textArray(CURRENCIES)}[1 + numbered.n % 5],
      exchange_rate = case numbered.n % 3 when 0 then 483 when 1 then 0.12345678 else 1601.5 end,
      fee_amount = case when numbered.n % 2 = 0 then 0 else 1500.25 end,
      purpose = (array['goods','services','software','freight','other', null])[1 + numbered.n % 6],
      purpose_text = case when numbered.n % 6 = 4 then ${textArray(NASTY)}[1 + (numbered.n + 5) % ${NASTY.length}] end,
      funding_reference = case when numbered.n % 2 = 1 then ${textArray(NASTY)}[1 + (numbered.n + 1) % ${NASTY.length}] || ${tag} || numbered.n end,
      payout_reference = ${textArray(NASTY)}[1 + (numbered.n + 2) % ${NASTY.length}],
      paid_at = case when numbered.n % 2 = 0 then p.created_at + interval '1 day 3 hours 0.000123 seconds' end,
      reference = case when numbered.n = 0 then '=PAY-' || ${tag} else p.reference end
    from numbered where numbered.id = p.id`);
}

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the statement written by PostgreSQL with COPY', () => {
  const database = useTestDatabase('postgres');
  const period = statementPeriod({ from: '2026-03-01', to: '2026-03-31' });
  let ada: string;
  let bola: string;

  beforeEach(async () => {
    ada = await seedCustomer(database.db, 'ada+=1@example.test', '=Ada; Imports\t"Ltd"');
    bola = await seedCustomer(database.db, '-bola@example.test', 'Bola, Trading\n+1');
    await seedNastyRows(database.db, ada, 'ada');
    await seedNastyRows(database.db, bola, 'bola');
  });

  const streamed = async (filter: PaymentStatementFilter, audience: 'customer' | 'admin') =>
    (await bytesOf(paymentStatementCsv(database.db, filter, audience))).toString('utf8');

  const copied = async (filter: PaymentStatementFilter, audience: 'customer' | 'admin') => {
    const pool = postgresPoolOf(database.db);
    if (!pool) throw new Error('not on PostgreSQL');
    const query = paymentStatementCopyQuery(filter, audience, csvHeaderLine);
    return (await bytesOf(await copyCsv(pool, query))).toString('utf8');
  };

  it.each([
    ['the customer', { userId: 'ada' }, 'customer'],
    ['the customer, one state', { userId: 'ada', status: 'sent' }, 'customer'],
    ['staff', {}, 'admin'],
    ['staff, one state', { status: 'approved' }, 'admin'],
    ['staff, a business-only state', { status: 'awaiting_approval' }, 'admin'],
  ] as const)('writes the same bytes as the streamed statement for %s', async (_who, which, audience) => {
    const filter: PaymentStatementFilter = {
      period,
      ...('status' in which ? { status: which.status } : {}),
      ...('userId' in which ? { userId: ada } : {}),
    };
    const expected = await streamed(filter, audience);
    const actual = await copied(filter, audience);
    expect(actual).toBe(expected);
  });

  it("holds every nasty cell, the customer's rows only, and as many records as rows", async () => {
    const text = await copied({ period, userId: ada }, 'customer');
    const records = parseCsv(text);
    expect(records.length - 1).toBe(NASTY.length);
    expect(records.every((record) => record.length === 13)).toBe(true);
    expect(text).not.toContain('bola');
    expect(records.map((record) => record[3])).toContain("'=cmd|/C calc!A0");
    expect(records.map((record) => record[3])).toContain("'\t=x");
    expect(records.map((record) => record[3])).toContain('new\nline ada');
    expect(records.find((record) => record[5] === 'JPY')?.[6]).toMatch(/^\d+$/);
    // CRLF ends each record; a line break inside a cell stays as it was written.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"crlf\r\n\'=line"');
  });

  it('is what the route sends on PostgreSQL, written by COPY', async () => {
    const viaCopy = jest.spyOn(copyCsvModule, 'copyCsv');
    const filter = { period, userId: bola };
    const viaRoute = (await bytesOf(await paymentStatementExport(database.db, filter, 'customer'))).toString(
      'utf8',
    );
    expect(viaCopy).toHaveBeenCalledTimes(1);
    viaCopy.mockRestore();
    expect(viaRoute).toBe(await copied(filter, 'customer'));
    expect(viaRoute).toBe(await streamed(filter, 'customer'));
  });

  it('sends rows as the index gives them, on one process, without compiling the statement', async () => {
    const pool = postgresPoolOf(database.db);
    if (!pool) throw new Error('not on PostgreSQL');
    // The export's own connection, as copyCsv opens it, asked what it plans to run.
    const settings = await copyCsv(pool, {
      headerLine: 'sort,workers,jit\r\n',
      select: `select current_setting('enable_sort') as a, current_setting('max_parallel_workers_per_gather') as b, current_setting('jit') as c`,
      quotedColumns: ['a', 'b', 'c'],
    });
    expect((await bytesOf(settings)).toString('utf8')).toBe('sort,workers,jit\r\n"off","0","off"\r\n');
    const client = await openCopyClient(pool);
    try {
      for (const [filter, audience] of [
        [{ period }, 'admin'],
        [{ period, status: 'sent' }, 'admin'],
        [{ period, userId: ada }, 'customer'],
      ] as const) {
        const { select } = paymentStatementCopyQuery(filter, audience, csvHeaderLine);
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain ${select}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        expect(plan).toMatch(/Index Scan( Backward)? using payment_requests_\w+ on payment_requests/);
        expect(plan).not.toMatch(/Sort|Gather/);
      }
    } finally {
      await client.end();
    }
  });

  it('refuses a filter value that is not of its form rather than writing it into the SQL', () => {
    const injected = { period, userId: "x' or true --" };
    expect(() => paymentStatementCopyQuery(injected, 'customer', csvHeaderLine)).toThrow(TypeError);
    const badPeriod = { period: { start: "2026-03-01'; drop table users; --", end: period.end } };
    expect(() => paymentStatementCopyQuery(badPeriod, 'admin', csvHeaderLine)).toThrow(TypeError);
  });
});
