import { PAYMENT_LIMITS } from '@portal/contracts/paymentPaths';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Db } from '../../plugins/database';
import { listAdminPayments } from './adminPaymentRows';
import { listCustomerPayments } from './customerPayments';

interface Sent {
  name: string | undefined;
  text: string;
  params: unknown[];
}

/**
 * The server's PostgreSQL driver over a stand-in pool that answers no rows and keeps
 * what it was sent: the statement's name, its SQL and its parameters.
 */
function recordingDb(): { db: Db; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = {
    query: (config: { name?: string; text: string }, params: unknown[] = []) => {
      sent.push({ name: config.name, text: config.text, params });
      return Promise.resolve({ rows: [], fields: [], rowCount: 0 });
    },
  };
  return { db: drizzle({ client: client as unknown as Pool }), sent };
}

const CURSOR = { createdAt: '2026-11-22T19:10:31.876260Z', id: 'f4ba0a4e-7a5e-4c55-9d5c-1f1f2f3f4f5f' };
const USER = '637c0a4e-7a5e-4c55-9d5c-1f1f2f3f4f5f';
/** The member reading the list (their own requests need no name lookup). */
const READER = { id: USER, name: 'Ada Okafor' };
const limit = PAYMENT_LIMITS.pageDefault;

// PostgreSQL keeps one generic plan per prepared statement, made without the
// parameters' values. What decides the plan must therefore be in the SQL itself: the
// page size (an unknown LIMIT is costed as a tenth of the table, and the statement
// would be planned on every call) and the admin's status filter (an unknown status
// was read through the date index, throwing the other statuses away).
describe('the payment list pages as PostgreSQL receives them', () => {
  it("sends the admin's list as a named statement with its status and page size in the SQL", async () => {
    const { db, sent } = recordingDb();
    await listAdminPayments(db, { status: 'pending', cursor: null, limit });
    await listAdminPayments(db, { status: 'pending', cursor: CURSOR, limit });
    await listAdminPayments(db, { status: 'all', cursor: null, limit: 5 });

    expect(sent.map(({ name }) => name)).toEqual([
      'admin_payments_pending_first_21',
      'admin_payments_pending_next_21',
      'admin_payments_all_first_6',
    ]);
    expect(sent[0]?.text).toMatch(/"status" = 'pending' .* limit 21$/);
    expect(sent[0]?.params).toEqual([]);
    expect(sent[1]?.params).toEqual([CURSOR.createdAt, CURSOR.id]);
    expect(sent[2]?.text).not.toMatch(/"status" =/);
    expect(sent[2]?.text).toMatch(/ limit 6$/);
  });

  it("sends a customer's history as a named statement with the page size in the SQL", async () => {
    const { db, sent } = recordingDb();
    await listCustomerPayments(db, USER, { cursor: null, limit }, READER);
    await listCustomerPayments(db, USER, { cursor: CURSOR, limit }, READER);

    expect(sent.map(({ name }) => name)).toEqual(['customer_payments_first_21', 'customer_payments_next_21']);
    expect(sent[0]?.text).toMatch(/ limit 21$/);
    expect(sent[0]?.params).toEqual([USER]);
    expect(sent[1]?.params).toEqual([USER, CURSOR.createdAt, CURSOR.id]);
  });

  it('refuses to write anything but a whole number of rows into the SQL', async () => {
    const { db } = recordingDb();
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(listCustomerPayments(db, USER, { cursor: null, limit: bad }, READER)).rejects.toThrow(
        RangeError,
      );
    }
  });
});
