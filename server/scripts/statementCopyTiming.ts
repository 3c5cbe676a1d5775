/*
 * The statement export by COPY against a bare COPY of the same rows, in one process and
 * without HTTP (issue 34, item 4: ≥ 0.8×). On a database of its own on the server of
 * BENCH_DATABASE_URL (created and seeded once with the journey part's rows: 100,000
 * requests in the export's period, scripts/bench/journey/seed.mjs), each round times
 *   portal: copyCsv(paymentStatementCopyQuery(…, 'admin')) read to its end, as the route
 *           sends it (neutralised, rounded, CRLF), with this process's CPU;
 *   bare:   psql's `COPY (statementSelect) TO STDOUT (FORMAT csv, HEADER)` read to its end
 *           (scripts/bench/journey/statementSql.mjs and export.mjs, as the journey part);
 *   select: psql's COPY of the portal's own select (the database's share).
 *
 *   cd server && BENCH_DATABASE_URL=postgres://portal:portal-ci@127.0.0.1:5432/portal_int \
 *     npx tsx scripts/statementCopyTiming.ts [rounds]
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { openPostgres } from '../src/plugins/database';
import { postgresPoolOf } from '../src/plugins/database/postgresPool';
import { copyCsv } from '../src/features/statements/copyCsv';
import { csvHeaderLine } from '../src/features/statements/csvStream';
import { paymentStatementCopyQuery } from '../src/features/statements/paymentStatementCopy';
import { statementPeriod } from '../src/features/statements/statementPeriod';

const DATABASE = 'statement_copy_timing';
const REQUESTS = 120_000;
const ROUNDS = Number(process.argv[2] ?? 5);
const benchUrl = process.env.BENCH_DATABASE_URL;
if (!benchUrl) throw new Error('BENCH_DATABASE_URL is not set');

const benchModule = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(path.join(__dirname, '../../scripts/bench', relative)).href)) as T;

interface SeedModule {
  EXPORT_PERIOD: { from: string; to: string };
  requestStatement: (mix?: unknown) => string;
  stateMixOf: (db: { query: (sql: string) => Promise<Record<string, unknown>[]> }) => Promise<unknown>;
}
interface DataSeedModule {
  seedStatements: (hash: string) => [string, string, string];
}
interface ExportModule {
  copyExport: (
    database: { psql: string; url: string },
    select: string,
  ) => Promise<{ seconds: number; bytes: number; rows: number }>;
}
interface SqlModule {
  statementSelect: (period: { from: string; to: string }) => string;
}

async function ensureDatabase(): Promise<string> {
  const admin = new Client({ connectionString: benchUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(benchUrl as string);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function seedOnce(url: string, seed: SeedModule): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const query = async (sql: string) => (await client.query(sql)).rows as Record<string, unknown>[];
  const [count] = await query('select count(*)::int as n from payment_requests');
  if (Number(count?.n) < REQUESTS) {
    console.log('seeding…');
    const { seedStatements } = await benchModule<DataSeedModule>('data/seed.mjs');
    await query(`insert into users (email, name, password_hash, role, approved, email_verified_at)
      values ('bench-admin@bench.test', 'Bench Admin', 'x', 'admin', true, now()) on conflict do nothing`);
    const [customers, profiles] = seedStatements('not-a-hash');
    await query(customers);
    await query(profiles);
    const requests = seed.requestStatement(await seed.stateMixOf({ query }));
    await query(requests.replace('generate_series(1, 1000000)', `generate_series(1, ${REQUESTS})`));
    await query('vacuum (analyze) users, profiles, payment_requests');
  }
  await client.end();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const seed = await benchModule<SeedModule>('journey/seed.mjs');
  const { copyExport } = await benchModule<ExportModule>('journey/export.mjs');
  const { statementSelect } = await benchModule<SqlModule>('journey/statementSql.mjs');
  const url = await ensureDatabase();
  const database = openPostgres(url, { max: 2 });
  await database.migrate();
  await seedOnce(url, seed);
  const pool = postgresPoolOf(database.db);
  if (!pool) throw new Error('not on PostgreSQL');
  const period = statementPeriod(seed.EXPORT_PERIOD);
  const query = paymentStatementCopyQuery({ period }, 'admin', csvHeaderLine);
  const psql = { psql: 'psql', url };

  const portalExport = async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let bytes = 0;
    let lines = 0;
    for await (const chunk of await copyCsv(pool, query)) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
    }
    const used = process.cpuUsage(cpu);
    return {
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      bytes,
      rows: lines - 1,
    };
  };

  const load = () => loadavg()[0] ?? NaN;
  const loadBefore = load();
  console.log(`${new Date().toISOString()} load ${loadBefore.toFixed(2)}`);
  await portalExport(); // warm-up
  const ratios: number[] = [];
  const portals: number[] = [];
  const bares: number[] = [];
  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const portal = await portalExport();
    const bare = await copyExport(psql, statementSelect(seed.EXPORT_PERIOD));
    const select = await copyExport(psql, query.select);
    if (portal.rows !== bare.rows) throw new Error(`rows: portal ${portal.rows}, bare ${bare.rows}`);
    const ratio = bare.seconds / portal.seconds;
    portals.push(portal.seconds);
    bares.push(bare.seconds);
    ratios.push(ratio);
    rows.push(
      `| ${round} | ${portal.seconds.toFixed(2)} | ${portal.cpuSeconds.toFixed(2)} | ${bare.seconds.toFixed(2)} | ` +
        `${select.seconds.toFixed(2)} | ${ratio.toFixed(2)}× | ${load().toFixed(2)} |`,
    );
    console.log(rows[rows.length - 1]);
  }
  console.log(
    `rows ${REQUESTS >= 100_000 ? 'per export' : ''}: checked equal; median ${median(ratios).toFixed(2)}×`,
  );
  console.log(`${new Date().toISOString()} load ${loadBefore.toFixed(2)} before, ${load().toFixed(2)} after`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
