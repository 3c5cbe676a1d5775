import { PGlite } from '@electric-sql/pglite';
import { isValidFundingReference } from '@portal/rules/fundingReference';
import { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rmSync } from 'node:fs';
import { MIGRATIONS_DIR, tables } from '../../plugins/database';
import { migrationsUpTo, rowsOf } from '../../plugins/database/testing/migrationsUpTo';

describe('the payment lifecycle migration (0004)', () => {
  it('keeps the states in step with the contracts', () => {
    expect([...tables.PAYMENT_STATE_VALUES]).toEqual([...PAYMENT_STATES]);
  });

  it('migrates a database filled by the previous schema: timelines, funding references, placeholders', async () => {
    const previous = migrationsUpTo(4);
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: previous });
      await db.execute(sql`
        insert into users (id, email, name, password_hash, approved)
        values ('00000000-0000-4000-8000-000000000001', 'c@example.com', 'Customer', 'x', true),
               ('00000000-0000-4000-8000-000000000002', 'a@example.com', 'Admin', 'x', true)`);
      await db.execute(sql`
        insert into payment_requests (id, user_id, recipient_company, recipient_bank, swift_code,
          account_number, foreign_amount, foreign_currency, exchange_rate, local_amount, status,
          reason, decided_at, decided_by, created_at)
        values
          ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'A', 'B',
           'DEUTDEFF', 'X1', 10, 'USD', 410.5, 4105, 'pending', null, null, null, '2026-01-01T10:00:00Z'),
          ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'A', 'B',
           'DEUTDEFF', 'X2', 10, 'USD', 410.5, 4105, 'approved', null, '2026-01-02T10:00:00Z',
           '00000000-0000-4000-8000-000000000002', '2026-01-01T11:00:00Z'),
          ('10000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'A', 'B',
           'DEUTDEFF', 'X3', 10, 'USD', 410.5, 4105, 'rejected', 'Wrong bank', '2026-01-03T10:00:00Z',
           '00000000-0000-4000-8000-000000000002', '2026-01-01T12:00:00Z')`);
      await db.execute(sql`
        update exchange_rates set rate = 1600, updated_by = '00000000-0000-4000-8000-000000000002',
          updated_at = '2026-01-05T00:00:00Z'
        where base = 'USD' and quote = 'NGN'`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const events = rowsOf<{
        payment_id: string;
        status: string;
        at: string;
        actor_id: string | null;
        note: string | null;
      }>(
        await db.execute(
          sql`select payment_id, status, at::text, actor_id, note from payment_events order by payment_id, at`,
        ),
      );
      expect(events.map((event) => [event.payment_id.slice(-1), event.status, event.note])).toEqual([
        ['1', 'pending', null],
        ['2', 'pending', null],
        ['2', 'approved', null],
        ['3', 'pending', null],
        ['3', 'rejected', 'Wrong bank'],
      ]);
      expect(events[0]?.actor_id).toBe('00000000-0000-4000-8000-000000000001');
      expect(events[2]?.actor_id).toBe('00000000-0000-4000-8000-000000000002');

      const requests = rowsOf<{
        id: string;
        funding_reference: string | null;
        funding_deadline: string | null;
        approved_at: string | null;
        status_changed_at: string;
      }>(
        await db.execute(
          sql`select id, funding_reference, funding_deadline::text, approved_at::text, status_changed_at::text
              from payment_requests order by id`,
        ),
      );
      const [pending, approved, rejected] = requests;
      expect(pending?.funding_reference).toBeNull();
      expect(rejected?.funding_reference).toBeNull();
      expect(isValidFundingReference(approved?.funding_reference ?? '')).toBe(true);
      expect(approved?.approved_at).not.toBeNull();
      // The deadline counts from the migration, when the customer first sees the instructions.
      expect(Date.parse(approved?.funding_deadline ?? '')).toBeGreaterThan(Date.now() + 259_100_000);
      expect(Date.parse(rejected?.status_changed_at ?? '')).toBe(Date.parse('2026-01-03T10:00:00Z'));

      const rates = rowsOf<{ base: string; set_at: string | null }>(
        await db.execute(
          sql`select base, set_at::text from exchange_rates where quote = 'NGN' order by base`,
        ),
      );
      expect(rates.map((rate) => [rate.base, rate.set_at !== null])).toEqual([
        ['EUR', false],
        ['GBP', false],
        ['USD', true],
      ]);

      // The new states are allowed now.
      await db.execute(
        sql`update payment_requests set status = 'sent' where id = '10000000-0000-4000-8000-000000000001'`,
      );
    } finally {
      await client.close();
      rmSync(previous, { recursive: true, force: true });
    }
  }, 60_000);
});
