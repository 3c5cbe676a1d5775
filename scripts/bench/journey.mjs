// Part 8 of `npm run bench` (`node scripts/bench.mjs journey`, issue 20): the payment's
// journey on 1,000,000 requests spread over every state of the lifecycle, on
// PostgreSQL. Each list page and filter under autocannon (p99 < 50 ms) with its query
// plan (index scans only); the statement export of 100,000 rows against PostgreSQL's
// own `COPY … TO STDOUT` of the same rows in the same run (≥ 0.8×, issue 34) with the server's
// memory growth (< 64 MB); the receipt under autocannon (p99 < 300 ms), each beside
// GET /api/auth/me in the same run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { REPO_DIR, startServer } from './api/server.mjs';
import { BENCH_PASSWORD } from './api/accounts.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { postmasterOnPort, treeCpuSeconds } from './data/cpu.mjs';
import { openPostgresHandle, withPostgres } from './data/databases.mjs';
import { interleavedRounds, summarize } from './data/load.mjs';
import { explainPages } from './data/plans.mjs';
import { ensureServerBuilt } from './data.mjs';
import { copyExport, portalExport } from './journey/export.mjs';
import { captureListQueries, listPages, plannedOnlyPages } from './journey/listQueries.mjs';
import { assertIndexScansOnly } from './journey/indexCheck.mjs';
import { receiptLoad } from './journey/receipts.mjs';
import { EXPORT_PERIOD, journeyKeys, JOURNEY_SEED, seedJourney } from './journey/seed.mjs';
import { statementSelect } from './journey/statementSql.mjs';
import { journeyTables } from './journey/tables.mjs';

export const JOURNEY_LOAD = {
  connections: 10,
  // 10 s a list: at 500–700 requests a second its p99 is the 50th–70th slowest of 5,000–7,000
  // answers, where a 3 s window made it the 15th–20th of 1,500–2,100, close enough to the
  // worst that one pause decided it (the `funded` list: 28 ms, then 51 ms, same plan).
  seconds: 10,
  warmUpSeconds: 1,
  rounds: 1,
  maxRequests: 30_000,
};
const RECEIPT_LOAD = { ...JOURNEY_LOAD, seconds: 5, rounds: 3 };
const EXPORT_ROUNDS = 3;

const ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-Pass-1' };
const SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_FORMAT: 'json' };
const PLANS_FILE = path.join(REPO_DIR, '.bench/journey/plans-postgresql.txt');

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

/** Every measured request answers 200 (and a list its full page) before any load. */
async function checkTargets(targets) {
  for (const target of targets) {
    const response = await fetch(target.url, { headers: { authorization: `Bearer ${target.token}` } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) {
      throw new Error(
        `${target.route}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`,
      );
    }
    if (target.expectRows) {
      const rows = JSON.parse(Buffer.from(body).toString('utf8'))?.data?.payments ?? [];
      if (rows.length !== target.expectRows) throw new Error(`${target.route}: ${rows.length} rows`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {{ log: (line: string) => void }} context */
export async function runJourney({ log, measured = () => {} }) {
  ensureServerBuilt(log);
  const loadBefore = loadavg();
  const result = await withPostgres(log, async (cluster) => {
    const first = await startServer({ ...SERVER_ENV, DATABASE_URL: cluster.url });
    const dataDir = first.dataDir;
    await first.stop();
    try {
      log(`seeding ${JOURNEY_SEED.requests.toLocaleString('en-US')} payment requests over every state…`);
      const handle = await openPostgresHandle(cluster.url);
      let seeded;
      let keys;
      let plans;
      try {
        seeded = await seedJourney(handle);
        measured('seed', { seconds: seeded.seconds });
        keys = await journeyKeys(handle);
        log(`seeded in ${seeded.seconds.toFixed(1)} s; explaining the list queries`);
        plans = await explainPages(
          handle,
          await captureListQueries([...listPages(keys, seeded.mix), ...plannedOnlyPages(keys)]),
          { prepares: true },
        );
      } finally {
        await handle.close();
      }
      for (const plan of plans) measured(`plan ${plan.name}`, { executionMs: plan.executionMs });
      mkdirSync(path.dirname(PLANS_FILE), { recursive: true });
      writeFileSync(
        PLANS_FILE,
        plans.map((plan) => `-- ${plan.name} (${plan.route})\n${plan.text}\n`).join('\n'),
      );
      assertIndexScansOnly(plans);

      const server = await startServer({ ...SERVER_ENV, DATABASE_URL: cluster.url, DATA_DIR: dataDir });
      return await stoppedAfter(
        async () => {
          await server.stop();
        },
        async () => {
          const tokens = {
            admin: await signInAt(server, '/api/auth/admin/login', ADMIN),
            customer: await signInAt(server, '/api/auth/login', {
              email: keys.email,
              password: BENCH_PASSWORD,
            }),
          };
          const cpuSeconds = () => {
            const postmaster = postmasterOnPort(cluster.port);
            return {
              server: treeCpuSeconds(server.pid),
              database: postmaster === null ? null : treeCpuSeconds(postmaster),
            };
          };
          const lists = listPages(keys, seeded.mix).map((page) => ({
            key: page.name,
            route: page.route,
            url: `${server.url}${page.path}`,
            token: page.caller === 'admin' ? tokens.admin : tokens.customer,
            expectRows: page.expectRows,
          }));
          // A target that fails says why, from the server's own log (its last error).
          await checkTargets(lists).catch((error) => {
            const errors = server
              .log()
              .split('\n')
              .filter((line) => line.includes('"level":50'))
              .slice(-2);
            throw new Error(`${error.message}\n${errors.join('\n')}`);
          });
          const listRounds = await interleavedRounds(
            [
              {
                key: 'me',
                route: 'GET /api/auth/me',
                url: `${server.url}/api/auth/me`,
                token: tokens.customer,
              },
              ...lists,
            ],
            JOURNEY_LOAD,
            cpuSeconds,
            log,
          );

          for (const [key, rounds] of Object.entries(listRounds)) measured(`list ${key}`, summarize(rounds));
          log('statement export against COPY…');
          const exportPath = `/api/admin/payments/export.csv?from=${EXPORT_PERIOD.from}&to=${EXPORT_PERIOD.to}`;
          const psql = { psql: 'psql', url: cluster.url };
          const select = statementSelect(EXPORT_PERIOD);
          const exports = [];
          // One unmeasured export first, as the server's first request of a kind loads its code.
          await portalExport(server, exportPath, tokens.admin);
          for (let round = 0; round < EXPORT_ROUNDS; round += 1) {
            const portal = await portalExport(server, exportPath, tokens.admin);
            const copy = await copyExport(psql, select);
            if (portal.rows !== JOURNEY_SEED.exportRows || copy.rows !== JOURNEY_SEED.exportRows) {
              throw new Error(
                `export rows: portal ${portal.rows}, COPY ${copy.rows}, not ${JOURNEY_SEED.exportRows}`,
              );
            }
            exports.push({ portal, copy });
            measured(`export round ${round + 1}`, {
              portalSeconds: portal.seconds,
              copySeconds: copy.seconds,
              rssGrowthMb: portal.rssGrowth === null ? null : portal.rssGrowth / 1048576,
            });
          }

          log(keys.sentPaymentId ? 'receipts…' : "receipts skipped: the schema has no 'sent' state yet");
          const receipts = keys.sentPaymentId
            ? await receiptLoad(
                server,
                { token: tokens.customer, paymentId: keys.sentPaymentId },
                RECEIPT_LOAD,
                cpuSeconds,
                log,
              )
            : null;
          return {
            seeded,
            plans,
            lists: Object.fromEntries(
              Object.entries(listRounds).map(([key, rounds]) => [key, summarize(rounds)]),
            ),
            listRoutes: Object.fromEntries(lists.map((list) => [list.key, list.route])),
            exports,
            exportMedian: {
              portalSeconds: median(exports.map((e) => e.portal.seconds)),
              copySeconds: median(exports.map((e) => e.copy.seconds)),
              rssGrowth: median(exports.map((e) => e.portal.rssGrowth ?? Infinity)),
            },
            receipts,
          };
        },
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  if (!result) throw new Error('PostgreSQL is not installed: the journey part runs on PostgreSQL only');
  return journeyTables(result, {
    plansFile: path.relative(REPO_DIR, PLANS_FILE),
    load: JOURNEY_LOAD,
    receiptLoad: RECEIPT_LOAD,
    machine: { before: loadBefore, after: loadavg(), cores: availableParallelism() },
  });
}
