// The data part's figures as tables (scripts/bench/support/table.mjs prints them),
// with the payments issue's goals judged: each page at least half /auth/me's
// requests a second, and its p99 under 50 ms on PostgreSQL.
import { summarize } from './load.mjs';
import { scanSummary } from './plans.mjs';
import { SEED } from './seed.mjs';

const GOALS = { ofMe: 0.5, p99Ms: 50 };

const fixed = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
// Rounded down, so that a ratio shown as the goal has met it.
const times = (ratio) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}×`;
const count = (value) => value.toLocaleString('en-US');

const PAGES = [
  ['admin', 'GET /api/admin/payments?status=pending'],
  ['history', 'GET /api/payments'],
];

/**
 * @param {[string, { seeded: object, plans: import('./plans.mjs').PagePlan[], plansFile: string, load: Record<string, import('./load.mjs').RoundResult[]> }][]} runs
 * @param {{ connections: number, seconds: number, warmUpSeconds: number, rounds: number, maxRequests: number }} plan
 * @param {{ before: number[], after: number[], cores: number }} machine
 */
export function dataTables(runs, plan, machine) {
  const figures = runs.map(([database, run]) => [
    database,
    Object.fromEntries(Object.entries(run.load).map(([key, rounds]) => [key, summarize(rounds)])),
  ]);
  const seeded = runs.map(([database, run]) => `${database} ${fixed(run.seeded.seconds)} s`).join(', ');
  const sizes = runs
    .map(([database, run]) => `${database} ${fixed(run.seeded.tableMegabytes)} MB`)
    .join(', ');

  const throughput = {
    title:
      `Payment pages on ${count(SEED.requests)} requests over ${count(SEED.customers)} customers ` +
      `(autocannon, ${plan.connections} connections, ${plan.rounds} interleaved rounds of ${plan.seconds} s; medians)`,
    columns: [
      'Database',
      'Request',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Worst p99 ms',
      'Errors',
      'Server CPU ms/req',
      'Database CPU ms/req',
    ],
    rows: figures.flatMap(([database, f]) =>
      [
        ['GET /api/auth/me (baseline)', f.me],
        [PAGES[0][1], f.admin],
        [PAGES[1][1], f.history],
      ].map(([request, r]) => [
        database,
        request,
        Math.round(r.rps),
        fixed(r.p50),
        fixed(r.p99),
        fixed(r.worstP99),
        r.errors,
        fixed(r.serverCpuMs, 3),
        database === 'PGlite' ? 'in server' : fixed(r.databaseCpuMs, 3),
      ]),
    ),
    notes: [
      `Seed: ${count(SEED.customers)} verified, approved customers with a profile each and one argon2id hash ` +
        `between them; ${count(SEED.requests)} payment requests, customer g mod ${count(SEED.customers)} for ` +
        `request g (100 each), one every ${SEED.minutesApart} minutes back from now, every ` +
        `${SEED.pendingEvery}th pending (${count(SEED.requests / SEED.pendingEvery)}), the rest approved or rejected by ` +
        `the admin; plain SQL (generate_series), then VACUUM (ANALYZE). Seeding took ${seeded}; payment_requests ` +
        `with its indexes: ${sizes}.`,
      'Baseline: GET /api/auth/me, signed in as the customer whose history is measured: the same token check ' +
        'and account lookup as both pages, without the page query. The admin page is signed in as the admin.',
      `Each request gets a ${plan.warmUpSeconds} s warm-up, then the rounds run the three requests in turn; ` +
        `a run stops after ${plan.seconds} s or ${count(plan.maxRequests)} requests. p99 is the median of the ` +
        "rounds' p99s, the worst round's beside it.",
      'CPU ms/req: user + system time per request answered, of the server process and, on PostgreSQL, of the ' +
        'cluster (postmaster and backends); PGlite runs inside the server process. Errors: connection errors, ' +
        'timeouts and non-2xx answers of all rounds.',
    ],
  };

  const againstMe = {
    title: 'Pages against /auth/me in the same run',
    columns: [
      'Database',
      'Page',
      'Of /auth/me req/s',
      'Per round',
      'Of /auth/me CPU',
      'p99 ms',
      `Goal ≥ ${GOALS.ofMe}×`,
      `Goal p99 < ${GOALS.p99Ms} ms`,
    ],
    rows: runs.flatMap(([database, run], i) => {
      const f = figures[i][1];
      return PAGES.map(([key, request]) => {
        const perRound = run.load[key].map((round, r) => round.rps / run.load.me[r].rps);
        const ratio = f[key].rps / f.me.rps;
        const p99Goal =
          database === 'PostgreSQL'
            ? `${f[key].p99 < GOALS.p99Ms ? 'met' : 'missed'}`
            : 'n/a (PostgreSQL only)';
        return [
          database,
          request,
          times(ratio),
          `${times(Math.min(...perRound))}–${times(Math.max(...perRound))}`,
          f[key].cpuMs && f.me.cpuMs ? times(f.me.cpuMs / f[key].cpuMs) : 'n/a',
          fixed(f[key].p99),
          ratio >= GOALS.ofMe ? 'met' : 'missed',
          p99Goal,
        ];
      });
    }),
    notes: [
      "Of /auth/me req/s: the page's median req/s over /auth/me's; per round: the same within each round " +
        "(lowest–highest). Of /auth/me CPU: /auth/me's CPU per request (server and database) over the page's, " +
        'what the ratio would be with the cores to the server and database alone.',
      `Machine: ${machine.cores} cores, load average (1 min) ${fixed(machine.before[0], 2)} before the part and ` +
        `${fixed(machine.after[0], 2)} after it; autocannon runs on the same cores.`,
    ],
  };

  const plans = {
    title:
      'Query plans of the pages (EXPLAIN (ANALYZE, BUFFERS) of the SQL the server issues, as its connections run it, warm cache)',
    columns: [
      'Database',
      'Query',
      'Statement',
      'Scans',
      'Rows',
      'Buffers hit/read',
      'Planning ms',
      'Execution ms',
    ],
    rows: runs.flatMap(([database, run]) =>
      run.plans.map((p) => [
        database,
        p.name,
        p.statement,
        scanSummary(p),
        p.rows,
        `${p.sharedHit}/${p.sharedRead}`,
        fixed(p.planningMs, 2),
        fixed(p.executionMs, 2),
      ]),
    ),
    notes: [
      'Statement: on PostgreSQL the server sends each page as a named prepared statement; a connection plans ' +
        'its first five calls with their values, then keeps the generic plan if it costs no more, and the plan ' +
        "shown is that of the sixth call on (planning then only finds the kept plan). PGlite's driver sends " +
        'statements unnamed, planned on every call.',
      "The SQL and parameters are those the server's own list functions write for the route's defaults " +
        '(20 rows, fetched as 21 to know whether a next page exists); "next page" follows the cursor of the ' +
        'first. No plan has a sequential scan (the part fails if one does) and every one reads ' +
        'payment_requests through its indexes.',
      `Full plans: ${runs.map(([, run]) => run.plansFile).join(', ')}.`,
    ],
  };
  return [throughput, againstMe, plans];
}
