// The SQL of the two pages exactly as the server writes it: the server's own list
// functions (server/src/features/payments) run against a client that records each
// query, its parameters and its statement name instead of executing it. A change to
// those functions changes what is explained here, so the plans cannot drift from the
// server's queries.
import { createRequire } from 'node:module';
import { require as tsRequire } from 'tsx/cjs/api';

/**
 * The member reading the history (listCustomerPayments' fourth argument since issue 21):
 * the customer themself, so their own requests are named without a query, as when they
 * read their own list.
 */
const BENCH_READER = (id) => ({ id, name: 'Bench customer' });

const SERVER_SRC = '../../../server/src';
/** drizzle as the server's sources load it (server/node_modules), so that both are one copy. */
const DRIZZLE_NODE_POSTGRES = createRequire(new URL(`${SERVER_SRC}/main.ts`, import.meta.url)).resolve(
  'drizzle-orm/node-postgres',
);

/**
 * @typedef {object} PageQuery
 * @property {string} name    what the page is, as the tables print it
 * @property {string} route   the request that issues it
 * @property {string} sql
 * @property {unknown[]} params
 * @property {string | null} statement  the prepared statement's name on PostgreSQL; null when sent unnamed
 */

/**
 * A stand-in for node-postgres's pool (the server's PostgreSQL driver) that answers
 * every query with no rows and keeps what it was asked: node-postgres receives a
 * prepared statement's name with its text, which PGlite's driver never sees.
 */
function recordingPool() {
  /** @type {{ sql: string, params: unknown[], statement: string | null }[]} */
  const queries = [];
  return {
    queries,
    client: {
      query: async (config, params = []) => {
        const text = typeof config === 'string' ? config : config.text;
        const statement = typeof config === 'object' && config.name ? String(config.name) : null;
        queries.push({ sql: text, params, statement });
        return { rows: [], fields: [], rowCount: 0 };
      },
    },
  };
}

/**
 * The first page of pending requests (the admin's list) and a customer's first
 * history page, with the route's defaults (GET /api/admin/payments?status=pending,
 * GET /api/payments), and the same pages after the cursor of a first page.
 * @param {{ customerId: string, adminCursor: { createdAt: string, id: string }, customerCursor: { createdAt: string, id: string } }} keys
 * @returns {Promise<PageQuery[]>}
 */
export async function capturePageQueries({ customerId, adminCursor, customerCursor }) {
  // The server's workspace is CommonJS: required through tsx, its modules share one graph.
  const { drizzle } = tsRequire(DRIZZLE_NODE_POSTGRES, import.meta.url);
  const { listAdminPayments } = tsRequire(
    `${SERVER_SRC}/features/payments/adminPaymentRows.ts`,
    import.meta.url,
  );
  const { listCustomerPayments } = tsRequire(
    `${SERVER_SRC}/features/payments/customerPayments.ts`,
    import.meta.url,
  );
  const { PAYMENT_LIMITS } = tsRequire('@portal/contracts/paymentPaths', import.meta.url);
  const limit = PAYMENT_LIMITS.pageDefault;

  const pages = [
    {
      name: 'admin: pending, first page',
      route: 'GET /api/admin/payments?status=pending',
      run: (db) => listAdminPayments(db, { status: 'pending', cursor: null, limit }),
    },
    {
      name: 'admin: pending, next page',
      route: 'GET /api/admin/payments?status=pending&cursor=…',
      run: (db) => listAdminPayments(db, { status: 'pending', cursor: adminCursor, limit }),
    },
    {
      name: 'customer: history, first page',
      route: 'GET /api/payments',
      run: (db) => listCustomerPayments(db, customerId, { cursor: null, limit }, BENCH_READER(customerId)),
    },
    {
      name: 'customer: history, next page',
      route: 'GET /api/payments?cursor=…',
      run: (db) =>
        listCustomerPayments(db, customerId, { cursor: customerCursor, limit }, BENCH_READER(customerId)),
    },
  ];
  const captured = [];
  for (const page of pages) {
    const { queries, client } = recordingPool();
    await page.run(drizzle({ client }));
    if (queries.length !== 1) {
      throw new Error(`${page.name}: expected the server to issue one query, it issued ${queries.length}`);
    }
    captured.push({ name: page.name, route: page.route, ...queries[0] });
  }
  return captured;
}
