// Where a list request's CPU goes (issue 34, item 5): the server's CPU per request of
// the journey part's lists, for one or more builds of the server side by side on the same
// throwaway PostgreSQL cluster and seed. Not a part of `npm run bench`: a tool for comparing
// builds on a shared machine, where req/s moves with whatever else runs and CPU per request
// moves much less.
//
//   node scripts/bench/list-cpu.mjs [--rows 100000] [--requests 2000] [--bursts 10] [--only REGEX] \
//     [--profile DIR] server/dist-before/main.js server/dist/main.js
//
// Every build runs at once (one server each, on the same database). For each target, the
// builds take turns: `--bursts` bursts of requests/bursts requests each (autocannon, 10
// connections), build A, build B, A, B, …, so that whatever else the machine does falls on
// every build alike. A build's figure is the server's CPU (user + system, /proc) over all
// its bursts divided by the requests it answered; the database's the same. `--profile DIR`
// starts the servers with a CPU profiler (support/cpuProfile.cjs) writing into DIR on exit
// (slower; for where the time goes, not for the figures).
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_PASSWORD } from './api/accounts.mjs';
import { REPO_DIR, startServer } from './api/server.mjs';
import { postmasterOnPort, treeCpuSeconds } from './data/cpu.mjs';
import { openPostgresHandle, withPostgres } from './data/databases.mjs';
import { listPages } from './journey/listQueries.mjs';
import { journeyKeys, JOURNEY_SEED, seedJourney } from './journey/seed.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    bursts: { type: 'string', default: '10' },
    profile: { type: 'string' },
    only: { type: 'string' },
  },
});
const builds = positionals.length ? positionals : ['server/dist/main.js'];
const BURSTS = Number(values.bursts);
const BURST = Math.ceil(Number(values.requests) / BURSTS);
const ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-Pass-1' };
const SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_FORMAT: 'json' };
const log = (line) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// The journey's seed, smaller: the same shapes (1,000 customers, every state), fewer rows.
JOURNEY_SEED.requests = Number(values.rows);

async function signInAt(url, route, account) {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const json = await response.json();
  const token = json?.data?.tokens?.accessToken;
  if (typeof token !== 'string') throw new Error(`sign-in at ${route}: ${response.status}`);
  return token;
}

const fire = (url, token, amount) =>
  autocannon({ url, connections: 10, amount, timeout: 10, headers: { authorization: `Bearer ${token}` } });

async function startBuild(main, cluster, keys) {
  const env = { ...SERVER_ENV, DATABASE_URL: cluster.url };
  if (values.profile) {
    const dir = path.resolve(values.profile, path.basename(path.dirname(main)));
    mkdirSync(dir, { recursive: true });
    env.NODE_OPTIONS = `--require ${path.join(REPO_DIR, 'scripts/bench/support/cpuProfile.cjs')}`;
    env.CPU_PROFILE_DIR = dir;
  }
  const server = await startServer(env, { main: path.resolve(REPO_DIR, main) });
  const tokens = {
    admin: await signInAt(server.url, '/api/auth/admin/login', ADMIN),
    customer: await signInAt(server.url, '/api/auth/login', { email: keys.email, password: BENCH_PASSWORD }),
  };
  return { main, server, tokens };
}

/** One burst against one build: its CPU (server, database) and what it answered. */
async function burst(build, target, cluster, amount) {
  const cpu = () => ({
    server: treeCpuSeconds(build.server.pid),
    db: treeCpuSeconds(postmasterOnPort(cluster.port)),
  });
  const before = cpu();
  const result = await fire(`${build.server.url}${target.path}`, build.tokens[target.caller], amount);
  const after = cpu();
  if (result.non2xx || result.errors)
    throw new Error(`${build.main} ${target.name}: ${result.non2xx + result.errors} failed`);
  return {
    server: after.server - before.server,
    db: after.db - before.db,
    answered: result.requests.total,
    p99: result.latency.p99,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const loadBefore = load();
log(`load average before: ${loadBefore} (${availableParallelism()} cores)`);
await withPostgres(log, async (cluster) => {
  const first = await startServer(
    { ...SERVER_ENV, DATABASE_URL: cluster.url },
    { main: path.resolve(REPO_DIR, builds[0]) },
  );
  await first.stop();
  first.removeData();
  const handle = await openPostgresHandle(cluster.url);
  let keys;
  let mix;
  try {
    log(`seeding ${JOURNEY_SEED.requests} requests…`);
    ({ mix } = await seedJourney(handle));
    keys = await journeyKeys(handle);
  } finally {
    await handle.close();
  }
  const running = [];
  try {
    for (const main of builds) running.push(await startBuild(main, cluster, keys));
    const targets = [
      { name: 'GET /api/auth/me', path: '/api/auth/me', caller: 'customer', expectRows: 0 },
      ...listPages(keys, mix).map((page) => ({ ...page, name: page.route })),
    ].filter((target) => !values.only || new RegExp(values.only).test(target.name));
    for (const build of running) {
      for (const target of targets) {
        const response = await fetch(`${build.server.url}${target.path}`, {
          headers: { authorization: `Bearer ${build.tokens[target.caller]}` },
        });
        const body = await response.json();
        if (response.status !== 200 || (target.expectRows && body.data.payments.length !== target.expectRows))
          throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        await fire(`${build.server.url}${target.path}`, build.tokens[target.caller], 300);
      }
    }
    const rows = [];
    for (const target of targets) {
      log(`${target.name} (load ${load()})`);
      const bursts = Object.fromEntries(builds.map((main) => [main, []]));
      for (let turn = 0; turn < BURSTS; turn += 1) {
        const order = turn % 2 ? [...running].reverse() : running;
        for (const build of order) bursts[build.main].push(await burst(build, target, cluster, BURST));
      }
      rows.push({
        name: target.name,
        cells: builds.map((main) => {
          const all = bursts[main];
          const answered = all.reduce((sum, b) => sum + b.answered, 0);
          return {
            serverMs: (all.reduce((sum, b) => sum + b.server, 0) * 1000) / answered,
            dbMs: (all.reduce((sum, b) => sum + b.db, 0) * 1000) / answered,
            p99: median(all.map((b) => b.p99)),
          };
        }),
      });
    }
    const header = [
      'Request',
      ...builds.flatMap((main) => [`${main}: server CPU ms/req`, 'database CPU ms/req', 'median p99 ms']),
    ];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`| ${header.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`);
    for (const row of rows) {
      const cells = row.cells.flatMap((cell) => [
        cell.serverMs.toFixed(2),
        cell.dbMs.toFixed(2),
        cell.p99.toFixed(0),
      ]);
      console.log(`| ${row.name} | ${cells.join(' | ')} |`);
    }
    console.log(
      `\n${BURSTS} bursts of ${BURST} requests a build a target, taking turns; ${JOURNEY_SEED.requests} requests seeded; ` +
        `load average before ${loadBefore}, after ${load()}; ${new Date().toISOString()}`,
    );
  } finally {
    for (const build of running) {
      await build.server.stop();
      build.server.removeData();
    }
  }
});
