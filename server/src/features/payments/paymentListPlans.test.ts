import { ADMIN_PAYMENT_FILTERS } from '@portal/contracts/paymentRequests';
import { PAYMENT_LIMITS } from '@portal/contracts/paymentPaths';
import { PLATFORM_PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { sql } from 'drizzle-orm';
import type { PageCursor } from '../../plugins/paging';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { plansOf, recordingDb, type SentQuery } from '../../testing/queryPlans';
import { listAdminPayments } from './adminPaymentRows';
import { listCustomerPayments } from './customerPayments';
import { insertPaymentIn } from './testing/journeyTesting';
import { customerSession } from './testing/paymentTesting';

/**
 * PostgreSQL plans a prepared statement's first calls with their values and then keeps the
 * plan made without them only if it costs no more than those plans plus their planning. A
 * page after a cursor whose plan depended on where the cursor sat was planned anew on every
 * call (3 ms for the staff list's five tables, issue 34). These tests hold each list's
 * next page to one plan wherever its cursor is, the same as the plan made without values.
 */
describe.each(DATABASE_KINDS)('the payment lists after a cursor on %s', (kind) => {
  const server = useTestServer(kind);
  let customerId = '';
  let newest: PageCursor;
  let oldest: PageCursor;

  /** The position of the row at `offset` in the newest-first order of every request. */
  const positionAt = async (order: 'asc' | 'desc', offset: number): Promise<PageCursor> => {
    const { rows } = (await server.database.db.execute(
      sql.raw(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", id::text as id
         from payment_requests order by created_at ${order}, id ${order} offset ${offset} limit 1`,
      ),
    )) as { rows: PageCursor[] };
    const [row] = rows;
    if (!row) throw new Error('no request at that position');
    return { createdAt: row.createdAt, id: row.id };
  };

  beforeAll(async () => {
    const customer = await customerSession(server, { email: 'plans@example.com', name: 'Plans Person' });
    customerId = customer.user.id;
    // Every state staff see, eight times, spread over a hundred hours in no order of state, with
    // the statistics taken (as autovacuum would), so that a plan made knowing where a cursor sits
    // would differ from one made for another cursor. Every table's, not only the requests': the
    // list joins the beneficiaries' and the people's, and an autovacuum analysing one of them
    // between the two plans compared changed their estimates (one CI run, 2026-11-30).
    for (let round = 0; round < 8; round += 1) {
      for (const state of PLATFORM_PAYMENT_STATES) await insertPaymentIn(server, customerId, state);
    }
    await server.database.db.execute(
      sql.raw(`update payment_requests p set created_at = p.created_at - make_interval(hours => s.n::int)
               from (select id, row_number() over (order by id) as n from payment_requests) s where s.id = p.id`),
    );
    await server.database.db.execute(sql.raw('analyze'));
    newest = await positionAt('desc', 1);
    oldest = await positionAt('asc', 1);
  });

  /** The statement a list sends for its page (the first it sends; the page's details follow). */
  const pageStatement = async (read: (db: ReturnType<typeof recordingDb>['db']) => Promise<unknown>) => {
    const { db, sent } = recordingDb(server.database);
    await read(db);
    const [page] = sent;
    if (!page || !page.sql.includes('from "payment_requests"')) throw new Error('no page statement was sent');
    return page;
  };

  const planned = async (statement: SentQuery) => plansOf(server.database.db, statement);

  it.each(ADMIN_PAYMENT_FILTERS)(
    "plans staff's %s list after a cursor the same near the newest request and the oldest, and as without values",
    async (status) => {
      const after = (cursor: PageCursor) =>
        pageStatement((db) => listAdminPayments(db, { status, cursor, limit: PAYMENT_LIMITS.pageDefault }));
      const nearNewest = await planned(await after(newest));
      const nearOldest = await planned(await after(oldest));

      expect(nearNewest.custom).toEqual(nearOldest.custom);
      // The plan made without values is the one made with them: PostgreSQL keeps it after five calls.
      expect(nearNewest.generic).toEqual(nearNewest.custom);
    },
  );

  it("plans the customer's history after a cursor the same near the newest request and the oldest", async () => {
    const after = (cursor: PageCursor) =>
      pageStatement((db) =>
        listCustomerPayments(
          db,
          customerId,
          { cursor, limit: PAYMENT_LIMITS.pageDefault },
          { id: customerId, name: 'Plans Person' },
        ),
      );
    const nearNewest = await planned(await after(newest));
    const nearOldest = await planned(await after(oldest));

    expect(nearNewest.custom).toEqual(nearOldest.custom);
  });
});
