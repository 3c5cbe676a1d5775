// The journey part's export step alone, over HTTP, for one or more builds of the server in the
// same run (issue 34, item 4: the export ≥ 0.8× a bare COPY). Not a bench part: a tool to
// compare a change with what it replaces without seeding and running the whole journey.
//
//   node scripts/bench/journey/exportRounds.mjs <database url> <rounds> <server main.js>…
//
// On the database of <database url> (created if missing; migrated by the first build's first
// start; seeded once with the journey's 1,000,000 requests, seed.mjs), each build's server is
// started as the part starts it (startServer), the admin signs in, one unmeasured export is
// made, then each round, builds in turn (the order reversed every other round), the same
// export as the part (portalExport: GET /api/admin/payments/export.csv read to its end with
// `accept-encoding: identity`) with the server process's CPU seconds from /proc, and after the
// builds psql's bare COPY of the same rows (copyExport), as the part does.
import { loadavg } from 'node:os';
import path from 'node:path';
import { startServer } from '../api/server.mjs';
import { treeCpuSeconds } from '../data/cpu.mjs';
import { openPostgresHandle } from '../data/databases.mjs';
import { copyExport, portalExport } from './export.mjs';
import { EXPORT_PERIOD, JOURNEY_SEED, seedJourney } from './seed.mjs';
import { statementSelect } from './statementSql.mjs';

const ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-Pass-1' };
const SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_FORMAT: 'json' };

const [databaseUrl, roundsText, ...mains] = process.argv.slice(2);
if (!databaseUrl || !roundsText || mains.length === 0) {
  console.error('usage: exportRounds.mjs <database url> <rounds> <server main.js>…');
  process.exit(2);
}
const rounds = Number(roundsText);

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = await openPostgresHandle(maintenance.toString());
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.length === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.close();
  }
}

async function signIn(server) {
  const response = await fetch(`${server.url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await response.json())?.data?.tokens?.accessToken;
  if (typeof token !== 'string') throw new Error(`admin sign-in: ${response.status}`);
  return token;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg()[0].toFixed(2);

async function main() {
  await ensureDatabase(databaseUrl);
  const env = { ...SERVER_ENV, DATABASE_URL: databaseUrl };
  const first = await startServer(env, { main: path.resolve(mains[0]) });
  await first.stop();
  first.removeData();
  const handle = await openPostgresHandle(databaseUrl);
  try {
    const [{ requests }] = await handle.query('select count(*)::int as requests from payment_requests');
    if (requests === 0) {
      console.log('seeding…');
      console.log(`seeded in ${(await seedJourney(handle)).seconds.toFixed(1)} s`);
    } else if (requests !== JOURNEY_SEED.requests) {
      throw new Error(`${requests} requests in the database, not the journey's ${JOURNEY_SEED.requests}`);
    }
  } finally {
    await handle.close();
  }

  const servers = [];
  try {
    for (const main of mains) {
      const server = await startServer(env, { main: path.resolve(main) });
      servers.push({ main, server, token: await signIn(server), seconds: [], cpu: [], ratios: [], rss: [] });
    }
    const exportPath = `/api/admin/payments/export.csv?from=${EXPORT_PERIOD.from}&to=${EXPORT_PERIOD.to}`;
    const psql = { psql: 'psql', url: databaseUrl };
    const select = statementSelect(EXPORT_PERIOD);
    for (const build of servers) await portalExport(build.server, exportPath, build.token);
    const bare = [];
    console.log(`${new Date().toISOString()} load ${load()}; ${mains.join(' | ')}`);
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      const line = [];
      const measured = [];
      for (const build of order) {
        const cpuBefore = treeCpuSeconds(build.server.pid);
        const result = await portalExport(build.server, exportPath, build.token);
        const cpu = treeCpuSeconds(build.server.pid) - cpuBefore;
        if (result.rows !== JOURNEY_SEED.exportRows) throw new Error(`${build.main}: ${result.rows} rows`);
        build.seconds.push(result.seconds);
        build.cpu.push(cpu);
        build.rss.push((result.rssGrowth ?? NaN) / 1048576);
        measured.push({ build, result });
        line.push(
          `${path.basename(build.main)} ${result.seconds.toFixed(2)} s cpu ${cpu.toFixed(2)} s ${(result.bytes / 1e6).toFixed(1)} MB`,
        );
      }
      const copy = await copyExport(psql, select);
      if (copy.rows !== JOURNEY_SEED.exportRows) throw new Error(`COPY: ${copy.rows} rows`);
      bare.push(copy.seconds);
      for (const { build, result } of measured) build.ratios.push(copy.seconds / result.seconds);
      console.log(
        `round ${round + 1}: ${line.join('; ')}; bare COPY ${copy.seconds.toFixed(2)} s ${(copy.bytes / 1e6).toFixed(1)} MB; ` +
          `of COPY ${measured.map(({ build }) => `${path.basename(build.main)} ${build.ratios.at(-1).toFixed(2)}×`).join(', ')}; load ${load()}`,
      );
    }
    console.log(`${new Date().toISOString()} load ${load()}; bare COPY median ${median(bare).toFixed(2)} s`);
    for (const build of servers) {
      console.log(
        `${build.main}: median ${median(build.seconds).toFixed(2)} s, server CPU ${median(build.cpu).toFixed(2)} s, ` +
          `of COPY ${median(build.ratios).toFixed(2)}× (${build.ratios.map((r) => r.toFixed(2)).join(' ')}), ` +
          `RSS growth ${median(build.rss).toFixed(1)} MB`,
      );
    }
  } finally {
    for (const { server } of servers) {
      await server.stop();
      server.removeData();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
