// Part 7 of `npm run bench` (`node scripts/bench.mjs data`): the payment pages on a
// database of 100,000 payment requests over 1,000 customers, on PostgreSQL and on
// PGlite. The built server as `npm start` runs it (its log in JSON) answers, under
// autocannon, the admin's first page of pending requests and a customer's history
// page, each set against GET /api/auth/me in the same run (the same token check and
// account lookup, without the page's query). Before any load, the pages' queries as
// the server runs them (on PostgreSQL, prepared statements past their first five
// calls) are explained (ANALYZE, BUFFERS) on the seeded data, and a sequential scan
// fails the part.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { REPO_DIR, SERVER_MAIN, startServer } from './api/server.mjs';
import { BENCH_PASSWORD } from './api/accounts.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { postmasterOnPort, treeCpuSeconds } from './data/cpu.mjs';
import { openPgliteHandle, openPostgresHandle, withPostgres } from './data/databases.mjs';
import { interleavedRounds, summarize } from './data/load.mjs';
import { capturePageQueries } from './data/pageQueries.mjs';
import { assertIndexedPlans, explainPages } from './data/plans.mjs';
import { pageKeys, seed, SEED } from './data/seed.mjs';
import { dataTables } from './data/tables.mjs';

export const LOAD = {
  /**
   * autocannon's default, and the server's PostgreSQL pool size: every request in
   * flight can have a connection. More clients only queue in the pool, which adds
   * latency (by Little's law) without adding throughput.
   */
  connections: 10,
  seconds: 5,
  warmUpSeconds: 2,
  rounds: 3,
  /** A run also ends after this many requests, whichever comes first. */
  maxRequests: 50_000,
};

const ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-Pass-1' };
/**
 * The log as production writes it (JSON lines). Outside production `npm start`
 * prettifies every line in the server's process: in a trial of this part that added
 * 0.06 ms of server CPU to /auth/me (0.10 → 0.16 ms) and 0.05–0.09 ms to a page,
 * which is the log's cost, not the pages'.
 */
const SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_FORMAT: 'json' };
const PLANS_DIR = path.join(REPO_DIR, '.bench/data');

/** What server/dist/main.js is bundled from: the server's sources and the shared packages it imports. */
const SERVER_SOURCES = ['server/src', 'shared/contracts/src', 'shared/rules/src', 'shared/words/src'].map(
  (dir) => path.join(REPO_DIR, dir),
);

/** The newest modification time of any file under `dir`, in ms. */
function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The server bundle, built (the server only, as `npm start` expects it) when there is
 * none or when a source file is newer: the part measures the server's list queries,
 * and an old bundle would measure old queries while the plans show the new ones.
 */
export function ensureServerBuilt(log) {
  const builtAt = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  if (builtAt > Math.max(...SERVER_SOURCES.map(newestUnder))) return;
  log(builtAt ? 'rebuilding the server (sources newer than server/dist/main.js)…' : 'building the server…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: REPO_DIR,
    stdio: ['ignore', 2, 2],
    timeout: 5 * 60_000,
  });
  if (result.status !== 0) throw new Error('npm run build -w server failed or took over 5 minutes');
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, json: await response.json().catch(() => null) };
}

async function signInAt(server, route, account) {
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const json = await response.json().catch(() => null);
  const token = json?.data?.tokens?.accessToken;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in of ${account.email} at ${route}: ${response.status} ${JSON.stringify(json)}`);
  }
  return token;
}

/** Each page answers 200 with a full page of the right rows before it is measured. */
async function checkPages(server, tokens) {
  const admin = await getJson(`${server.url}/api/admin/payments?status=pending`, tokens.admin);
  if (admin.status === 404) {
    throw new Error(
      'GET /api/admin/payments answered 404: server/dist predates it; run npm run build -w server',
    );
  }
  const adminRows = admin.json?.data?.payments ?? [];
  if (admin.status !== 200 || adminRows.length !== 20 || adminRows.some((row) => row.status !== 'pending')) {
    throw new Error(`admin pending page: ${admin.status} with ${adminRows.length} rows`);
  }
  const history = await getJson(`${server.url}/api/payments`, tokens.customer);
  const historyRows = history.json?.data?.payments ?? [];
  if (history.status !== 200 || historyRows.length !== 20 || !history.json.data.nextCursor) {
    throw new Error(`customer history page: ${history.status} with ${historyRows.length} rows`);
  }
  const me = await getJson(`${server.url}/api/auth/me`, tokens.customer);
  if (me.status !== 200) throw new Error(`/auth/me: ${me.status}`);
}

/**
 * One database: a first server start makes the tables and the admin account; with it
 * stopped, the data is seeded and the plans taken; then a fresh server process on the
 * same data is measured.
 * @param {string} label
 * @param {{ env: Record<string, string>, openHandle: (dataDir: string) => Promise<import('./data/seed.mjs').SqlHandle>, databaseCpu: () => number | null, prepares: boolean }} database
 * @param {(line: string) => void} log
 */
async function benchDatabase(label, database, log, measured = () => {}) {
  const first = await startServer({ ...SERVER_ENV, ...database.env });
  const dataDir = first.dataDir;
  await first.stop();
  try {
    log(
      `${label}: seeding ${SEED.customers.toLocaleString('en-US')} customers and ${SEED.requests.toLocaleString('en-US')} payment requests…`,
    );
    const handle = await database.openHandle(dataDir);
    let seeded;
    let plans;
    let keys;
    try {
      seeded = await seed(handle);
      keys = await pageKeys(handle);
      log(`${label}: seeded in ${seeded.seconds.toFixed(1)} s; explaining the page queries`);
      plans = await explainPages(handle, await capturePageQueries(keys), { prepares: database.prepares });
    } finally {
      await handle.close();
    }
    mkdirSync(PLANS_DIR, { recursive: true });
    const plansFile = path.join(PLANS_DIR, `plans-${label.toLowerCase()}.txt`);
    writeFileSync(
      plansFile,
      plans.map((plan) => `-- ${plan.name} (${plan.route})\n${plan.text}\n`).join('\n'),
    );
    measured(`${label} seed`, { seconds: seeded.seconds });
    for (const plan of plans) measured(`${label} plan ${plan.name}`, { executionMs: plan.executionMs });
    assertIndexedPlans(label, plans);

    const server = await startServer({ ...SERVER_ENV, ...database.env, DATA_DIR: dataDir });
    const load = await stoppedAfter(
      async () => {
        await server.stop();
        server.removeData();
      },
      async () => {
        const tokens = {
          admin: await signInAt(server, '/api/auth/admin/login', ADMIN),
          customer: await signInAt(server, '/api/auth/login', {
            email: keys.email,
            password: BENCH_PASSWORD,
          }),
        };
        await checkPages(server, tokens);
        const cpuSeconds = () => ({ server: treeCpuSeconds(server.pid), database: database.databaseCpu() });
        return interleavedRounds(
          [
            { key: 'me', url: `${server.url}/api/auth/me`, token: tokens.customer },
            { key: 'admin', url: `${server.url}/api/admin/payments?status=pending`, token: tokens.admin },
            { key: 'history', url: `${server.url}/api/payments`, token: tokens.customer },
          ],
          LOAD,
          cpuSeconds,
          (line) => log(`${label}: ${line}`),
        );
      },
    );
    for (const [key, rounds] of Object.entries(load)) measured(`${label} ${key}`, summarize(rounds));
    return { seeded, plans, plansFile: path.relative(REPO_DIR, plansFile), load };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {{ log: (line: string) => void }} context */
export async function runData({ log, measured = () => {} }) {
  ensureServerBuilt(log);
  const loadBefore = loadavg();
  const runs = [];
  const postgres = await withPostgres(log, (cluster) =>
    benchDatabase(
      'PostgreSQL',
      {
        env: { DATABASE_URL: cluster.url },
        // node-postgres sends a statement's name: PostgreSQL keeps it prepared per connection.
        prepares: true,
        openHandle: () => openPostgresHandle(cluster.url),
        databaseCpu: () => {
          const postmaster = postmasterOnPort(cluster.port);
          return postmaster === null ? null : treeCpuSeconds(postmaster);
        },
      },
      log,
      measured,
    ),
  );
  if (postgres) runs.push(['PostgreSQL', postgres]);
  runs.push([
    'PGlite',
    await benchDatabase(
      'PGlite',
      {
        env: {},
        // drizzle's PGlite driver sends every statement unnamed.
        prepares: false,
        openHandle: (dataDir) => openPgliteHandle(path.join(dataDir, 'pgdata')),
        // PGlite runs inside the server's process: its CPU is the server's.
        databaseCpu: () => 0,
      },
      log,
      measured,
    ),
  ]);
  return dataTables(runs, LOAD, { before: loadBefore, after: loadavg(), cores: availableParallelism() });
}
