// Where a list request's CPU goes (issue 34, item 5): the server's CPU per request of
// the journey part's lists, for one or more builds of the server, one right after the
// other on the same throwaway PostgreSQL cluster and seed. Not a part of `npm run bench`:
// a tool for comparing builds on a shared machine, where req/s moves with whatever else
// runs and CPU per request moves much less.
//
//   node scripts/bench/list-cpu.mjs [--rows 100000] [--requests 2000] [--rounds 2] [--profile DIR] \
//     server/dist-before/main.js server/dist/main.js
//
// Each build in turn (rounds alternate the order: A B, B A, …) is started on the same
// database, warmed up (300 requests a target), then every target gets exactly
// `--requests` requests from autocannon (10 connections); the server's CPU (user + system,
// /proc) over those requests divided by their number is the figure. `--profile DIR` starts
// the servers with a CPU profiler (support/cpuProfile.cjs) writing into DIR (slower; for where the time goes, not for
// the figures).
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
    rounds: { type: 'string', default: '2' },
    profile: { type: 'string' },
    only: { type: 'string' },
  },
});
const builds = positionals.length ? positionals : ['server/dist/main.js'];
const REQUESTS = Number(values.requests);
const ROUNDS = Number(values.rounds);
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

async function measureBuild(main, cluster, dataDir, keys, mix) {
  const env = { ...SERVER_ENV, DATABASE_URL: cluster.url };
  if (values.profile) {
    const dir = path.resolve(values.profile, path.basename(path.dirname(main)));
    mkdirSync(dir, { recursive: true });
    env.NODE_OPTIONS = `--require ${path.join(REPO_DIR, 'scripts/bench/support/cpuProfile.cjs')}`;
    env.CPU_PROFILE_DIR = dir;
  }
  const server = await startServer(env, { main: path.resolve(REPO_DIR, main), dataDir });
  try {
    const tokens = {
      admin: await signInAt(server.url, '/api/auth/admin/login', ADMIN),
      customer: await signInAt(server.url, '/api/auth/login', {
        email: keys.email,
        password: BENCH_PASSWORD,
      }),
    };
    const targets = [
      { name: 'auth/me', path: '/api/auth/me', caller: 'customer', expectRows: 0 },
      ...listPages(keys, mix),
    ].filter((target) => !values.only || new RegExp(values.only).test(target.name));
    const figures = {};
    for (const target of targets) {
      const url = `${server.url}${target.path}`;
      const token = tokens[target.caller];
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await check.json();
      if (check.status !== 200 || (target.expectRows && body.data.payments.length !== target.expectRows))
        throw new Error(`${target.name}: ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
      await fire(url, token, 300);
    }
    for (const target of targets) {
      const before = {
        server: treeCpuSeconds(server.pid),
        db: treeCpuSeconds(postmasterOnPort(cluster.port)),
      };
      const result = await fire(`${server.url}${target.path}`, tokens[target.caller], REQUESTS);
      const after = {
        server: treeCpuSeconds(server.pid),
        db: treeCpuSeconds(postmasterOnPort(cluster.port)),
      };
      const answered = result.requests.total;
      if (result.non2xx || result.errors)
        throw new Error(`${target.name}: ${result.non2xx + result.errors} failed`);
      figures[target.name] = {
        serverMs: ((after.server - before.server) * 1000) / answered,
        dbMs: ((after.db - before.db) * 1000) / answered,
        rps: result.requests.average,
        p99: result.latency.p99,
      };
    }
    return figures;
  } finally {
    await server.stop();
  }
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
  const dataDir = first.dataDir;
  await first.stop();
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
  const runs = Object.fromEntries(builds.map((build) => [build, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      log(`round ${round + 1}: ${build} (load ${load()})`);
      runs[build].push(await measureBuild(build, cluster, dataDir, keys, mix));
    }
  }
  const names = Object.keys(runs[builds[0]][0]);
  const header = [
    'Request',
    ...builds.flatMap((build) => [`${build}: server CPU ms/req`, 'db CPU ms/req', 'p99 ms']),
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`);
  for (const name of names) {
    const cells = builds.flatMap((build) => {
      const figures = runs[build].map((run) => run[name]);
      return [
        median(figures.map((f) => f.serverMs)).toFixed(2),
        median(figures.map((f) => f.dbMs)).toFixed(2),
        median(figures.map((f) => f.p99)).toFixed(0),
      ];
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  const perRound = (key) =>
    names.map(
      (name) =>
        `${name}: ${builds.map((build) => runs[build].map((run) => run[name][key].toFixed(2)).join('/')).join(' vs ')}`,
    );
  console.log(`\nserver CPU ms/req, each round:\n${perRound('serverMs').join('\n')}`);
  console.log(
    `\n${REQUESTS} requests a target a round, ${ROUNDS} rounds (medians), ${JOURNEY_SEED.requests} requests seeded; ` +
      `load average before ${loadBefore}, after ${load()}; ${new Date().toISOString()}`,
  );
});
