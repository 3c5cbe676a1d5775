// Part 14 of `npm run bench` (`node scripts/bench.mjs verify`): the public receipt check of
// D42, GET /api/verify/<code>, on PGlite (the default database, and the slower one). The
// built server as `npm start` runs it answers, one request at a time and interleaved, the
// check of a sent payment's code, the check of an unknown code (a 404 that does the same
// work: throttle, lookup, one Ed25519 signature), and GET /api/health as the baseline of the
// same run. Each check comes from its own client address (X-Forwarded-For, TRUST_PROXY set to
// the loopback), so the per-client throttle counts every request, as in use, without refusing
// the run. The budget: p99 under 50 ms for the check.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createVerifiedAccounts } from './api/accounts.mjs';
import { startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { openPgliteHandle } from './data/databases.mjs';
import { ensureServerBuilt } from './data.mjs';
import { latencyCells, quantile } from './support/latency.mjs';

export const VERIFY = { warmUp: 30, samples: 400, budgetMs: 50 };

const CODE = 'benchk7q2m4xwzab3cd5ef6gh7'; // 26 characters of a-z and 2-7
const UNKNOWN = 'zzzzzzzzzzzzzzzzzzzzzzzzzz';

let client = 0;
/** A new client address per request: 10.x.y.z, past 65,000 requests apart. */
function nextClient() {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

async function timed(url, expected) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'x-forwarded-for': nextClient() } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== expected) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return ms;
}

/** @param {{ log: (line: string) => void }} context */
export async function runVerify({ log }) {
  ensureServerBuilt(log);
  const loadBefore = loadavg();
  const env = { TRUST_PROXY: '127.0.0.1' };
  const first = await startServer(env);
  const dataDir = first.dataDir;
  let account;
  try {
    [account] = await createVerifiedAccounts(first, 1);
  } finally {
    await first.stop();
  }
  const handle = await openPgliteHandle(path.join(dataDir, 'pgdata'));
  try {
    const [user] = await handle.query('select id from users where email = $1', [account.email]);
    const [payment] = await handle.query(
      `insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
         foreign_amount, foreign_currency, exchange_rate, local_amount, status, paid_at, payout_reference)
       values ($1, 'Müller Maschinen GmbH', 'Deutsche Bank', 'DEUTDEFF', 'DE89370400440532013000',
         1250.50, 'EUR', 483, 603991.50, 'sent', now(), '8a562c67-ca16-48ba-b074-65581be6f001')
       returning id`,
      [user.id],
    );
    await handle.query('insert into receipt_verifications (payment_id, code) values ($1, $2)', [
      payment.id,
      CODE,
    ]);
  } finally {
    await handle.close();
  }

  const server = await startServer(env, { dataDir });
  const results = await stoppedAfter(
    async () => {
      await server.stop();
      server.removeData();
    },
    async () => {
      const targets = [
        { key: 'health', label: 'GET /api/health (baseline)', url: `${server.url}/api/health`, status: 200 },
        {
          key: 'found',
          label: 'GET /api/verify/<code>: a sent receipt',
          url: `${server.url}/api/verify/${CODE}`,
          status: 200,
        },
        {
          key: 'unknown',
          label: 'GET /api/verify/<code>: unknown code (404)',
          url: `${server.url}/api/verify/${UNKNOWN}`,
          status: 404,
        },
      ];
      const samples = Object.fromEntries(targets.map((target) => [target.key, []]));
      for (let round = 0; round < VERIFY.warmUp + VERIFY.samples; round += 1) {
        // Interleaved, so a busy moment of the machine falls on every target alike.
        for (const target of targets) {
          const ms = await timed(target.url, target.status);
          if (round >= VERIFY.warmUp) samples[target.key].push(ms);
        }
      }
      log(`measured ${VERIFY.samples} requests per target`);
      return targets.map((target) => {
        const sorted = samples[target.key].sort((a, b) => a - b);
        return { ...target, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
      });
    },
  );

  const health = results.find((result) => result.key === 'health');
  const table = {
    title: `Receipt verification (PGlite, one request at a time, ${VERIFY.samples} each after ${VERIFY.warmUp} to warm up)`,
    columns: [
      'Request',
      'p50',
      'p99',
      'p50 ÷ /health p50',
      'p99 ÷ /health p99',
      `p99 < ${VERIFY.budgetMs} ms`,
    ],
    rows: results.map((result) => [
      result.label,
      ...latencyCells(result, health),
      result.key === 'health' ? '–' : result.p99 < VERIFY.budgetMs ? 'yes' : 'NO',
    ]),
    notes: [
      'Each request from the client: HTTP, the per-client throttle (one write), the lookup by the code’s unique index (one query joining the payment, its business and its profile), one Ed25519 signature of the canonical JSON, the JSON answer.',
      'Every request from another client address (X-Forwarded-For behind TRUST_PROXY=127.0.0.1), so none is refused by the throttle.',
      `Load average (1 min) before and after: ${loadBefore[0].toFixed(1)}, ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    ],
  };
  return [table];
}
