// EXPLAIN (ANALYZE, BUFFERS) of the pages' queries as the server runs them, and the
// check that they read payment_requests through an index. A sequential scan fails the
// part: on 100,000 rows it still looks fast, but it grows with the table while an
// index scan of a page does not.
//
// On PostgreSQL the server sends the pages as named prepared statements: each
// connection plans the first five calls with their values (custom plans), then keeps
// one generic plan when it costs no more. The plan explained there is the one a
// connection uses after that: the statement is prepared and run five times first.
// PGlite's driver sends every statement unnamed, planned on each call with its
// values, and that is what is explained there.

/**
 * @typedef {object} PlanNode
 * @property {string} type       Node Type (Seq Scan, Index Scan, Nested Loop, …)
 * @property {string} [relation]
 * @property {string} [alias]
 * @property {string} [index]
 * @property {number} removedByFilter  rows the node read and threw away (ANALYZE)
 *
 * @typedef {object} PagePlan
 * @property {string} name
 * @property {string} route
 * @property {string} text            the plan as EXPLAIN prints it
 * @property {PlanNode[]} nodes       every node, depth first
 * @property {number} executionMs
 * @property {number} planningMs
 * @property {number} sharedHit
 * @property {number} sharedRead
 * @property {number} rows            rows the query returned
 * @property {string} statement       how the server sends it and which plan it gets
 */

/** @param {Record<string, unknown>} node  @returns {PlanNode[]} */
function flatten(node) {
  const own = {
    type: String(node['Node Type']),
    ...(node['Relation Name'] ? { relation: String(node['Relation Name']) } : {}),
    ...(node.Alias ? { alias: String(node.Alias) } : {}),
    ...(node['Index Name'] ? { index: String(node['Index Name']) } : {}),
    removedByFilter: Number(node['Rows Removed by Filter'] ?? 0),
  };
  const children = /** @type {Record<string, unknown>[]} */ (node.Plans ?? []);
  return [own, ...children.flatMap(flatten)];
}

/** The JSON plan from a row, whether the driver parsed the json column or not. */
function jsonPlan(rows) {
  const value = rows[0]?.['QUERY PLAN'];
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed) || !parsed[0]?.Plan)
    throw new Error(`unexpected EXPLAIN output: ${JSON.stringify(rows)}`);
  return parsed[0];
}

/** A "Planning Time: 0.377 ms" figure of a text plan. */
function timeOf(text, label) {
  const value = new RegExp(`${label} Time: ([\\d.]+) ms`).exec(text)?.[1];
  if (value === undefined) throw new Error(`no ${label} Time in the plan:\n${text}`);
  return Number(value);
}

/** A parameter as an SQL literal, for EXECUTE (the values are the benchmark's own). */
const literal = (value) =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;

/** How many calls PostgreSQL plans with their values before it weighs the generic plan. */
const CUSTOM_PLANS_FIRST = 5;

/**
 * The statement to explain, as the server's connections run it: `explain(options)`
 * answers the rows of EXPLAIN (options) of the query with its parameters. A named
 * statement is prepared and run CUSTOM_PLANS_FIRST times first, and reports whether
 * the explained run used the generic plan; `close` deallocates it.
 * @param {import('./seed.mjs').SqlHandle} db
 * @param {import('./pageQueries.mjs').PageQuery} query
 * @param {boolean} prepares  whether the server's driver prepares named statements
 */
async function asTheServerRunsIt(db, query, prepares) {
  if (!prepares || !query.statement) {
    return {
      explain: (options) => db.query(`explain (${options}) ${query.sql}`, query.params),
      kind: async () => 'unnamed: planned on each call',
      close: async () => undefined,
    };
  }
  // Lower case, as PostgreSQL folds an unquoted name (a work queue's statement, toReview, has
  // capitals): pg_prepared_statements is then asked for the name it keeps.
  const name = `bench_${query.statement}`.toLowerCase();
  const execute = query.params.length
    ? `execute ${name}(${query.params.map(literal).join(', ')})`
    : `execute ${name}`;
  const genericPlans = async () =>
    Number(
      (await db.query('select generic_plans from pg_prepared_statements where name = $1', [name]))[0]
        ?.generic_plans ?? 0,
    );
  await db.query(`prepare ${name} as ${query.sql}`);
  for (let call = 0; call < CUSTOM_PLANS_FIRST; call += 1) await db.query(execute);
  let before = 0;
  let after = 0;
  return {
    explain: async (options) => {
      before = await genericPlans();
      const rows = await db.query(`explain (${options}) ${execute}`);
      after = await genericPlans();
      return rows;
    },
    kind: async () =>
      after > before ? 'prepared: generic plan, no planning' : 'prepared: planned on each call',
    close: () => db.query(`deallocate ${name}`),
  };
}

/**
 * Each query run once to warm the cache (as the server's earlier requests would
 * have), then explained as JSON for the checks and as text for the record; the times
 * shown are those of the text plan, so the table and the recorded plan agree.
 * @param {import('./seed.mjs').SqlHandle} db
 * @param {import('./pageQueries.mjs').PageQuery[]} queries
 * @param {{ prepares: boolean }} driver  whether the server's driver prepares named statements (node-postgres) or not (PGlite)
 * @returns {Promise<PagePlan[]>}
 */
export async function explainPages(db, queries, { prepares }) {
  const plans = [];
  for (const query of queries) {
    await db.query(query.sql, query.params);
    const run = await asTheServerRunsIt(db, query, prepares);
    try {
      const json = jsonPlan(await run.explain('analyze, buffers, format json'));
      const text = (await run.explain('analyze, buffers')).map((row) => String(row['QUERY PLAN'])).join('\n');
      plans.push({
        name: query.name,
        route: query.route,
        text,
        nodes: flatten(json.Plan),
        executionMs: timeOf(text, 'Execution'),
        planningMs: timeOf(text, 'Planning'),
        sharedHit: Number(json.Plan['Shared Hit Blocks'] ?? 0),
        sharedRead: Number(json.Plan['Shared Read Blocks'] ?? 0),
        rows: Number(json.Plan['Actual Rows'] ?? 0),
        statement: await run.kind(),
      });
    } finally {
      await run.close();
    }
  }
  return plans;
}

const scans = (plan) => plan.nodes.filter((node) => node.relation);

/** "payment_requests: Index Scan (payment_requests_status_idx); users: Index Scan (users_pkey) …" */
export const scanSummary = (plan) =>
  scans(plan)
    .map((node) => {
      const name =
        node.alias && node.alias !== node.relation ? `${node.relation} ${node.alias}` : node.relation;
      return `${name}: ${node.type}${node.index ? ` (${node.index})` : ''}`;
    })
    .join('; ');

/**
 * Throws, with the plans, when a plan scans any table sequentially, uses none of
 * payment_requests' indexes, or reads requests through an index only to filter them out.
 * @param {string} database
 * @param {PagePlan[]} plans
 */
export function assertIndexedPlans(database, plans) {
  const faults = [];
  for (const plan of plans) {
    for (const node of scans(plan)) {
      if (node.type === 'Seq Scan') faults.push(`${plan.name}: Seq Scan on ${node.relation}`);
    }
    // Index, index-only and bitmap index scans name the index (a bitmap heap scan does not).
    if (!plan.nodes.some((node) => node.index?.startsWith('payment_requests_'))) {
      faults.push(`${plan.name}: payment_requests is not read through one of its indexes`);
    }
    // An index that gives the order but not the filter (walking every request newest
    // first to find one customer's) is a sequential scan in another form.
    for (const node of scans(plan)) {
      if (node.relation === 'payment_requests' && node.type !== 'Seq Scan' && node.removedByFilter > 0) {
        faults.push(
          `${plan.name}: ${node.type} on payment_requests read ${node.removedByFilter} rows it threw away ` +
            `(${node.index ?? 'the index'} does not serve the filter)`,
        );
      }
    }
  }
  if (faults.length) {
    throw new Error(
      `${database}: a page query scans a table sequentially or through an index that does not fit:\n  ${faults.join('\n  ')}\n\n` +
        plans.map((plan) => `${plan.name} (${plan.route}):\n${plan.text}`).join('\n\n'),
    );
  }
}
