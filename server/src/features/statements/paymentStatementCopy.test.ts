import { CURRENCY_DECIMALS } from '@portal/rules/paymentMoney';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { csvHeaderLine } from './csvStream';
import { AMOUNT_SCALE, paymentStatementCopyQuery } from './paymentStatementCopy';
import { statementPeriod } from './statementPeriod';
import { seedCustomer, seedPayments } from './testing/seedStatementData';

/*
 * The COPY statement leaves the currency and the state un-neutralised and the amounts of
 * the column's scale unrounded, because the schema cannot hold anything else. These hold
 * the schema to it: a migration that loosened either would fail here, not in a spreadsheet.
 */
describe.each(DATABASE_KINDS)('what the COPY statement trusts the schema for, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let paymentId: string;

  beforeEach(async () => {
    const userId = await seedCustomer(database.db, 'ada@example.test', 'Ada Imports');
    await seedPayments(database.db, userId, [
      { recipient: 'Müller GmbH', createdAt: '2026-03-02T10:00:00Z' },
    ]);
    const result: unknown = await database.db.execute(sql`select id from payment_requests limit 1`);
    paymentId = String((result as { rows: { id: string }[] }).rows[0]?.id);
  });

  const refused = async (assignment: ReturnType<typeof sql>) => {
    const error: unknown = await database.db
      .execute(sql`update payment_requests set ${assignment} where id = ${paymentId}`)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    // 23514: check_violation, on the driver's error under drizzle's.
    expect(error).toMatchObject({ cause: { code: '23514' } });
  };

  it.each(['=1+1', '+EUR', '-EUR', '@EUR', '\tEUR', ' =EUR', '', 'EUR;=1'])(
    'refuses the currency %j',
    async (currency) => {
      await refused(sql`foreign_currency = ${currency}`);
    },
  );

  it.each(['=1+1', '-sent', '@sent', '', 'sent;=1'])('refuses the state %j', async (state) => {
    await refused(sql`status = ${state}`);
  });

  it('labels every state the database allows, so the statement never writes a raw one', async () => {
    const result: unknown = await database.db.execute(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'payment_requests_status_check'`,
    );
    const definition = String((result as { rows: { definition: string }[] }).rows[0]?.definition);
    const allowed = [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? '');
    expect(allowed.length).toBeGreaterThan(5);
    expect(allowed.filter((state) => !(state in PAYMENT_STATE_LABELS))).toEqual([]);
  });

  it('keeps every amount the statement writes at the scale it leaves unrounded', async () => {
    const result: unknown = await database.db.execute(sql`
      select column_name as name, numeric_scale as scale from information_schema.columns
      where table_name = 'payment_requests' and column_name in ('foreign_amount', 'local_amount', 'fee_amount')
      order by column_name`);
    expect(
      (result as { rows: { name: string; scale: number }[] }).rows.map((row) => [
        row.name,
        Number(row.scale),
      ]),
    ).toEqual([
      ['fee_amount', AMOUNT_SCALE],
      ['foreign_amount', AMOUNT_SCALE],
      ['local_amount', AMOUNT_SCALE],
    ]);
    // Only a currency with other decimals is rounded in the SQL (JPY: none).
    const query = paymentStatementCopyQuery(
      { period: statementPeriod({ from: '2026-03-01', to: '2026-03-31' }) },
      'customer',
      csvHeaderLine,
    );
    for (const [currency, decimals] of Object.entries(CURRENCY_DECIMALS)) {
      expect(query.select.includes(`when '${currency}' then round(`)).toBe(decimals !== AMOUNT_SCALE);
    }
  });
});
