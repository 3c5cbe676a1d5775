// The SQL of the two pages exactly as the server writes it: the server's own list
// functions (server/src/features/payments) run against a client that records each
// query and its parameters instead of executing it. A change to those functions
// changes what is explained here, so the plans cannot drift from the server's queries.
import { require as tsRequire } from 'tsx/cjs/api';

const SERVER_SRC = '../../../server/src/features';

/**
 * @typedef {object} PageQuery
 * @property {string} name    what the page is, as the tables print it
 * @property {string} route   the request that issues it
 * @property {string} sql
 * @property {unknown[]} params
 */

/** A stand-in for PGlite that answers every query with no rows and keeps what it was asked. */
function recordingClient() {
  /** @type {{ sql: string, params: unknown[] }[]} */
  const queries = [];
  return {
    queries,
    client: {
      query: async (sql, params = []) => {
        queries.push({ sql, params });
        return { rows: [], fields: [], affectedRows: 0 };
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
  const { openPglite } = tsRequire(`${SERVER_SRC}/database/database.ts`, import.meta.url);
  const { listAdminPayments } = tsRequire(`${SERVER_SRC}/payments/adminPaymentRows.ts`, import.meta.url);
  const { listCustomerPayments } = tsRequire(`${SERVER_SRC}/payments/customerPayments.ts`, import.meta.url);
  const { PAYMENT_LIMITS } = tsRequire('@portal/contracts', import.meta.url);
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
      run: (db) => listCustomerPayments(db, customerId, { cursor: null, limit }),
    },
    {
      name: 'customer: history, next page',
      route: 'GET /api/payments?cursor=…',
      run: (db) => listCustomerPayments(db, customerId, { cursor: customerCursor, limit }),
    },
  ];
  const captured = [];
  for (const page of pages) {
    const { queries, client } = recordingClient();
    await page.run(openPglite({ client }).db);
    if (queries.length !== 1) {
      throw new Error(`${page.name}: expected the server to issue one query, it issued ${queries.length}`);
    }
    captured.push({ name: page.name, route: page.route, ...queries[0] });
  }
  return captured;
}
