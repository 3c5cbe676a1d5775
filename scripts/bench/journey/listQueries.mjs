// The lists the journey part measures: every filter of the admin's list (all, each
// state) and the customer's history, first pages and pages after a cursor. The same
// pages twice over: as HTTP requests for autocannon, and as the SQL the server's own
// list functions write (recorded, not run, as part 7 does) for EXPLAIN.
import { createRequire } from 'node:module';
import { require as tsRequire } from 'tsx/cjs/api';

/**
 * The member reading the history (listCustomerPayments' fourth argument since issue 21):
 * the customer themself, so their own requests are named without a query, as when they
 * read their own list.
 */
const BENCH_READER = (id) => ({ id, name: 'Bench customer' });

const SERVER_SRC = '../../../server/src';
const DRIZZLE_NODE_POSTGRES = createRequire(new URL(`${SERVER_SRC}/main.ts`, import.meta.url)).resolve(
  'drizzle-orm/node-postgres',
);

const load = (path) => tsRequire(`${SERVER_SRC}/${path}`, import.meta.url);

/**
 * @typedef {object} ListPage
 * @property {string} name
 * @property {string} route   as the tables print it
 * @property {string} path    the request's path and query under the server's URL
 * @property {'admin' | 'customer'} caller
 * @property {number} expectRows  a full page
 * @property {(db: unknown, limit: number) => Promise<unknown>} run  the server's list function for this page
 */

/** @returns {ListPage[]} */
export function listPages(keys, mix) {
  const { encodeCursor } = load('plugins/paging/index.ts');
  const { listAdminPayments } = load('features/payments/adminPaymentRows.ts');
  const { listCustomerPayments } = load('features/payments/customerPayments.ts');
  const admin = (status, cursor, suffix) => ({
    name: `admin: ${status}${suffix}`,
    route: `GET /api/admin/payments?status=${status}${cursor ? '&cursor=…' : ''}`,
    path: `/api/admin/payments?status=${status}${cursor ? `&cursor=${encodeCursor(cursor)}` : ''}`,
    caller: 'admin',
    expectRows: 20,
    run: (db, limit) => listAdminPayments(db, { status, cursor, limit }),
  });
  return [
    admin('all', null, ''),
    admin('all', keys.allCursor, ', next page'),
    ...mix.map(([state]) => admin(state, null, '')),
    admin('pending', keys.adminCursor, ', next page'),
    {
      name: 'customer: history',
      route: 'GET /api/payments',
      path: '/api/payments',
      caller: 'customer',
      expectRows: 20,
      run: (db, limit) =>
        listCustomerPayments(db, keys.customerId, { cursor: null, limit }, BENCH_READER(keys.customerId)),
    },
    {
      name: 'customer: history, next page',
      route: 'GET /api/payments?cursor=…',
      path: `/api/payments?cursor=${encodeCursor(keys.customerCursor)}`,
      caller: 'customer',
      expectRows: 20,
      run: (db, limit) =>
        listCustomerPayments(
          db,
          keys.customerId,
          { cursor: keys.customerCursor, limit },
          BENCH_READER(keys.customerId),
        ),
    },
  ];
}

/**
 * The pages explained but not put under load: every other state's next page and every work
 * queue's (ADMIN_PAYMENT_QUEUES) whose states the seed holds, the cursor after its 20th
 * request. Each is a statement of its own, so each may fall into planning on every call.
 * @returns {ListPage[]}
 */
export function plannedOnlyPages(keys) {
  const { ADMIN_PAYMENT_QUEUES } = tsRequire('@portal/rules/paymentLifecycle', import.meta.url);
  const { listAdminPayments } = load('features/payments/adminPaymentRows.ts');
  const nextPage = (status, cursor) => ({
    name: `admin: ${status}, next page`,
    route: `GET /api/admin/payments?status=${status}&cursor=…`,
    path: '',
    caller: 'admin',
    expectRows: 20,
    run: (db, limit) => listAdminPayments(db, { status, cursor, limit }),
  });
  const states = Object.entries(keys.stateCursors)
    .filter(([state]) => state !== 'pending')
    .map(([state, cursor]) => nextPage(state, cursor));
  const queues = Object.entries(ADMIN_PAYMENT_QUEUES).flatMap(([queue, queueStates]) =>
    // The queues of this seed hold one state each; the cursor is that state's.
    queueStates.length === 1 && keys.stateCursors[queueStates[0]]
      ? [nextPage(queue, keys.stateCursors[queueStates[0]])]
      : [],
  );
  return [...states, ...queues];
}

/** A node-postgres stand-in that records each query instead of running it (see part 7's pageQueries.mjs). */
function recordingPool() {
  const queries = [];
  return {
    queries,
    client: {
      query: async (config, params = []) => {
        const text = typeof config === 'string' ? config : config.text;
        const statement = typeof config === 'object' && config.name ? String(config.name) : null;
        queries.push({
          sql: text,
          params: typeof config === 'object' && config.values ? config.values : params,
          statement,
        });
        return { rows: [], fields: [], rowCount: 0 };
      },
    },
  };
}

/** The SQL of every page as the server writes it, for explainPages. */
export async function captureListQueries(pages) {
  const { drizzle } = tsRequire(DRIZZLE_NODE_POSTGRES, import.meta.url);
  const { PAYMENT_LIMITS } = tsRequire('@portal/contracts/paymentPaths', import.meta.url);
  const captured = [];
  for (const page of pages) {
    const { queries, client } = recordingPool();
    await page.run(drizzle({ client }), PAYMENT_LIMITS.pageDefault);
    if (queries.length !== 1)
      throw new Error(`${page.name}: the server issued ${queries.length} queries, not one`);
    captured.push({ name: page.name, route: page.route, ...queries[0] });
  }
  return captured;
}
