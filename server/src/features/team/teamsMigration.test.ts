import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rmSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../../plugins/database';
import { migrationsUpTo, rowsOf } from '../../plugins/database/testing/migrationsUpTo';

const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const ADMIN = '00000000-0000-4000-8000-000000000002';
const PAYMENT = '10000000-0000-4000-8000-000000000001';

describe('the teams migration (0008)', () => {
  it("moves every customer's data to a business they own, losing nothing", async () => {
    const previous = migrationsUpTo(8);
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: previous });
      await db.execute(sql`
        insert into users (id, email, name, password_hash, role, approved, registration_status)
        values (${CUSTOMER}, 'c@example.com', 'Customer', 'x', 'user', true, 'approved'),
               (${ADMIN}, 'a@example.com', 'Admin', 'x', 'admin', true, 'approved')`);
      await db.execute(
        sql`insert into profiles (user_id, company_name) values (${CUSTOMER}, 'Adebayo Textiles Ltd')`,
      );
      await db.execute(sql`
        insert into payment_requests (id, user_id, recipient_company, recipient_bank, swift_code,
          account_number, foreign_amount, foreign_currency, exchange_rate, local_amount, status)
        values (${PAYMENT}, ${CUSTOMER}, 'A', 'B', 'DEUTDEFF', 'X1', 10, 'USD', 410.5, 4105, 'pending')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const people = rowsOf<{
        id: string;
        business_id: string | null;
        business_role: string | null;
        approved: boolean;
      }>(await db.execute(sql`select id, business_id, business_role, approved from users order by id`));
      expect(people).toEqual([
        { id: CUSTOMER, business_id: CUSTOMER, business_role: 'owner', approved: true },
        { id: ADMIN, business_id: null, business_role: null, approved: true },
      ]);
      const requests = rowsOf<{ user_id: string; created_by: string; status: string }>(
        await db.execute(sql`select user_id, created_by, status from payment_requests`),
      );
      expect(requests).toEqual([{ user_id: CUSTOMER, created_by: CUSTOMER, status: 'pending' }]);
      const profiles = rowsOf<{ company_name: string }>(
        await db.execute(sql`select company_name from profiles where user_id = ${CUSTOMER}`),
      );
      expect(profiles).toEqual([{ company_name: 'Adebayo Textiles Ltd' }]);

      // A sign-up written as before founds its own business; a request written without its maker is its founder's.
      await db.execute(sql`
        insert into users (id, email, name, password_hash, role)
        values ('00000000-0000-4000-8000-000000000003', 'new@example.com', 'New', 'x', 'user')`);
      await db.execute(sql`
        insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
          foreign_amount, foreign_currency, exchange_rate, local_amount, status)
        values ('00000000-0000-4000-8000-000000000003', 'A', 'B', 'DEUTDEFF', 'X2', 10, 'USD', 410.5, 4105, 'awaiting_approval')`);
      const founder = rowsOf<{ business_id: string; business_role: string }>(
        await db.execute(sql`select business_id, business_role from users where email = 'new@example.com'`),
      );
      expect(founder).toEqual([
        { business_id: '00000000-0000-4000-8000-000000000003', business_role: 'owner' },
      ]);
      const made = rowsOf<{ created_by: string }>(
        await db.execute(sql`select created_by from payment_requests where account_number = 'X2'`),
      );
      expect(made).toEqual([{ created_by: '00000000-0000-4000-8000-000000000003' }]);
    } finally {
      await client.close();
      rmSync(previous, { recursive: true, force: true });
    }
  }, 60_000);
});
