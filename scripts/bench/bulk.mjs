// Part 17 of `npm run bench` (`node scripts/bench.mjs bulk`): a bulk payment of 1,000 lines
// (issue 36, item 4) checked and created through the real routes (multipart upload, CSV
// reader, every line's checks, one quote per currency, the one transaction that writes the
// batch, 1,000 payment requests, their timeline rows, audit entries, webhook events and
// screening), in one process with the API answered by light-my-request (no socket: what is
// timed is the server's own work). Half the lines pay saved beneficiaries by id, half give a
// vendor's D33 fields (20 vendors, so most are matched by name as a single payment does);
// three currencies. On PGlite and, when TEST_DATABASE_URL names a reachable PostgreSQL, on a
// fresh database there. Goal: check + create < 5 s.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { require as tsRequire } from 'tsx/cjs/api';

const SERVER_SRC = '../../server/src';
/** Packages resolved as the server resolves them (its own node_modules first). */
const serverRequire = createRequire(new URL('../../server/src/main.ts', import.meta.url));

export const BULK = { lines: 1000, savedBeneficiaries: 50, vendors: 20, goalMs: 5000, runs: 2 };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function serverModules() {
  const req = (file) => tsRequire(`${SERVER_SRC}/${file}`, import.meta.url);
  return {
    database: req('plugins/database/index.ts'),
    testApp: req('testing/index.ts'),
    payments: req('features/payments/testing/paymentTesting.ts'),
    batches: req('features/payments/testing/batchTesting.ts'),
    beneficiaries: req('features/beneficiaries/index.ts'),
    contracts: {
      ...tsRequire(serverRequire.resolve('@portal/contracts/fieldErrors'), import.meta.url),
      ...tsRequire(serverRequire.resolve('@portal/contracts/beneficiaryRules'), import.meta.url),
      ...tsRequire(serverRequire.resolve('@portal/contracts/paymentBatches'), import.meta.url),
    },
    drizzle: tsRequire(serverRequire.resolve('drizzle-orm'), import.meta.url),
  };
}

/** The 1,000 lines: saved beneficiaries by id (USD, GBP) and vendors by their fields (EUR). */
function linesOf(saved, batches) {
  const lines = [];
  for (let index = 0; index < BULK.lines; index += 1) {
    const amount = `${(100 + ((index * 37) % 9000)).toFixed(0)}.${String(index % 100).padStart(2, '0')}`;
    if (index % 2 === 0) {
      const beneficiary = saved[index % saved.length];
      lines.push({
        beneficiaryId: beneficiary.id,
        amount,
        currency: beneficiary.currency,
        purpose: 'services',
        reference: `INV-${10000 + index}`,
      });
    } else {
      lines.push(
        batches.germanLine(amount, {
          name: `Vendor ${index % BULK.vendors} GmbH`,
          reference: `INV-${10000 + index}`,
        }),
      );
    }
  }
  return batches.csvOf(lines);
}

async function benchOn(label, database, modules, log) {
  const { testApp, payments, batches, beneficiaries, contracts, drizzle } = modules;
  await database.migrate();
  const test = await testApp.buildTestApp(database, {});
  try {
    const server = { test, database };
    const credentials = await testApp.verifiedAccount(test);
    const login = await testApp.signIn(test, credentials);
    const headers = testApp.bearer(login.tokens.accessToken);
    const { tables } = modules.database;
    await database.db
      .update(tables.users)
      .set({ approved: true, registrationStatus: 'approved' })
      .where(drizzle.eq(tables.users.id, login.user.id));
    await payments.markNairaRatesSet(database.db);
    const saved = [];
    for (let index = 0; index < BULK.savedBeneficiaries; index += 1) {
      const american = index % 2 === 0;
      const body = american
        ? {
            name: `Supplier ${index} Inc`,
            country: 'US',
            currency: 'USD',
            bankName: 'JPMorgan Chase',
            address: '1 Main St, New York, NY 10001',
            routingNumber: '021000021',
            accountNumber: String(100000000 + index),
          }
        : {
            name: `Supplier ${index} Ltd`,
            country: 'GB',
            currency: 'GBP',
            bankName: 'Barclays',
            address: '1 High St, London',
            sortCode: '20-00-00',
            accountNumber: String(31926800 + index).slice(0, 8),
          };
      // Saved as the book saves them (the book's route allows 30 a minute; the store has no limit).
      const input = contracts.validateWith(contracts.beneficiarySchema, body);
      if (!input.ok) throw new Error(`beneficiary refused: ${input.message}`);
      saved.push(await beneficiaries.insertBeneficiary(database.db, login.user.id, input.data));
    }
    const csv = linesOf(saved, batches);
    log(`bulk ${label}: ${BULK.lines} lines, ${Buffer.byteLength(csv)} bytes`);
    const rows = [];
    for (let run = 1; run <= BULK.runs; run += 1) {
      const loadBefore = load();
      const started = performance.now();
      const check = await batches.sendFile(server, contracts.PAYMENT_BATCH_PATHS.check, headers, csv);
      const checkedAt = performance.now();
      if (check.statusCode !== 200) throw new Error(`check: ${check.statusCode} ${check.body.slice(0, 300)}`);
      const result = check.json().data.check;
      if (result.errorCount !== 0) throw new Error(`check found ${result.errorCount} bad lines`);
      const created = await batches.sendFile(
        server,
        contracts.PAYMENT_BATCH_PATHS.batches,
        headers,
        csv,
        result.totals.map((total) => total.quoteId),
      );
      const done = performance.now();
      if (created.statusCode !== 201)
        throw new Error(`create: ${created.statusCode} ${created.body.slice(0, 300)}`);
      const batch = created.json().data.batch;
      if (batch.payments.length !== BULK.lines) throw new Error(`${batch.payments.length} payments created`);
      const total = done - started;
      log(
        `bulk ${label} run ${run}: check ${(checkedAt - started).toFixed(0)} ms, create ${(done - checkedAt).toFixed(0)} ms`,
      );
      rows.push([
        label,
        run,
        BULK.lines,
        `${(checkedAt - started).toFixed(0)} ms`,
        `${(done - checkedAt).toFixed(0)} ms`,
        `${total.toFixed(0)} ms`,
        loadBefore,
        total < BULK.goalMs ? 'yes' : 'NO',
      ]);
    }
    return rows;
  } finally {
    await test.close();
  }
}

/** A fresh database on the TEST_DATABASE_URL server, dropped after; null when none answers. */
async function withPostgres(log, run) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    log('bulk: TEST_DATABASE_URL is not set; PostgreSQL skipped');
    return null;
  }
  const { Client } = serverRequire('pg');
  const name = `portal_bench_bulk_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    log(`bulk: PostgreSQL at TEST_DATABASE_URL did not answer (${error.message}); skipped`);
    return null;
  }
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** @returns {Promise<import('./support/table.mjs').Table[]>} */
export async function runBulk({ log }) {
  const modules = serverModules();
  const { openPglite, openPostgres } = modules.database;
  const started = load();
  const rows = [];
  const pglite = openPglite({ memory: true });
  try {
    rows.push(...(await benchOn('PGlite', pglite, modules, log)));
  } finally {
    await pglite.close();
  }
  const postgres = await withPostgres(log, async (url) => {
    const database = openPostgres(url, { max: 4 });
    try {
      return await benchOn('PostgreSQL', database, modules, log);
    } finally {
      await database.close();
    }
  });
  if (postgres) rows.push(...postgres);
  return [
    {
      title: `Bulk payment: ${BULK.lines.toLocaleString('en-US')} lines checked and created (goal: < ${BULK.goalMs / 1000} s)`,
      columns: [
        'Database',
        'Run',
        'Lines',
        'Check',
        'Create',
        'Check + create',
        'Load average (1, 5, 15 min)',
        'Goal met',
      ],
      rows,
      notes: [
        `In one process through the routes (light-my-request, no socket); half the lines by saved beneficiary id, half by a vendor's fields (${BULK.vendors} vendors), in USD, GBP and EUR; each run a new batch on the same data. Load average at the start ${started}, at the end ${load()}.`,
      ],
    },
  ];
}
