// Webhook worker throughput on PGlite, in one process (issue 36, D46; the bench's part 17 runs
// the built server over sockets). Not a test:
//   cd server && npx tsx scripts/webhookDrain.ts [live|backlog] [--dead] [--moves=1000]
//   live     the moves (beneficiaries created through the API, 4 at a time) while the worker
//            runs, as the bench makes them: delay from the move (`data.occurredAt`) to arrival.
//   backlog  the same moves made first, then the worker started: how fast it drains them, and
//            the statements it ran meanwhile.
// Three endpoints (the last one never answers with --dead). WEBHOOK_DISPATCHER=<module path>
// measures another build of the worker (one exporting `WebhookDispatcher`), for a before/after.
import { PGlite } from '@electric-sql/pglite';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { GERMAN } from '../src/features/beneficiaries/testing/beneficiaryTesting';
import { customerSession } from '../src/features/payments/testing/paymentTesting';
import { WebhookDispatcher } from '../src/features/webhooks';
import { startReceiver } from '../src/features/webhooks/testing/webhookReceiver';
import { openPglite } from '../src/plugins/database';
import { buildTestApp, call, dataOf, TEST_PUBLIC_URL, type TestServer } from '../src/testing';
import { ensurePgliteTemplate } from '../src/testing/pgliteTemplate';

const movesArg = process.argv.find((arg) => arg.startsWith('--moves='));
const MOVES = movesArg ? Number(movesArg.slice('--moves='.length)) : 1000;
const WIDTH = 4;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** The statements PGlite ran, by their first words, with the milliseconds they took. */
function countStatements(client: PGlite) {
  const seen = new Map<string, { count: number; ms: number }>();
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      const key = args[0].replace(/\s+/g, ' ').trim().slice(0, 48);
      const entry = seen.get(key) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - started;
      seen.set(key, entry);
    }
  }) as PGlite['query'];
  return {
    clear: () => seen.clear(),
    summary: () =>
      Object.fromEntries(
        [...seen].map(([key, { count, ms }]) => [key, `${count} × ${(ms / count).toFixed(1)} ms`]),
      ),
  };
}

async function main() {
  const mode = process.argv.includes('backlog') ? 'backlog' : 'live';
  const withDead = process.argv.includes('--dead');
  const Dispatcher = process.env.WEBHOOK_DISPATCHER
    ? (
        (await import(path.resolve(process.env.WEBHOOK_DISPATCHER))) as {
          WebhookDispatcher: typeof WebhookDispatcher;
        }
      ).WebhookDispatcher
    : WebhookDispatcher;
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(await ensurePgliteTemplate())]) });
  await client.waitReady;
  const statements = countStatements(client);
  const database = openPglite({ client });
  const test = await buildTestApp(database, {
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', BENEFICIARIES_CREATED_PER_MINUTE: '100000' },
  });
  const server: TestServer = {
    database: Object.assign(database, { openAnother: () => database, reset: () => Promise.resolve() }),
    test,
  };
  const receivers = [
    await startReceiver(),
    await startReceiver(),
    await startReceiver(withDead ? () => 'hang' : undefined),
  ];
  const live = withDead ? receivers.slice(0, 2) : receivers;
  const worker = new Dispatcher({
    db: database.db,
    mailer: test.mailer,
    publicUrl: TEST_PUBLIC_URL,
    log: { warn: () => undefined, error: (object, message) => console.error(message, object) },
    allowPrivate: true,
  });
  try {
    const owner = await customerSession(server);
    for (const receiver of receivers) {
      const made = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
        url: receiver.url,
        events: ['beneficiary.created'],
      });
      dataOf<WebhookEndpointSecretData>(made);
    }
    const loadBefore = loadavg()[0] ?? 0;
    if (mode === 'live') worker.start();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WIDTH }, async () => {
        for (let i = next++; i < MOVES; i = next++) {
          const moved = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, owner.headers, {
            ...GERMAN,
            name: `Vendor ${String(i).padStart(4, '0')} GmbH`,
          });
          if (moved.statusCode !== 201) throw new Error(`move ${i}: ${moved.statusCode} ${moved.body}`);
        }
      }),
    );
    const movedMs = Date.now() - started;
    statements.clear();
    const drainFrom = Date.now();
    if (mode === 'backlog') worker.start();
    const deadline = Date.now() + 180_000;
    while (live.some((receiver) => receiver.received.length < MOVES) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const drainedMs = Date.now() - drainFrom;
    const arrivals = live.flatMap((receiver) => receiver.received);
    const delays = arrivals
      .map(
        (message) =>
          message.at -
          Date.parse((JSON.parse(message.body) as { data: { occurredAt: string } }).data.occurredAt),
      )
      .sort((a, b) => a - b);
    const last = Math.max(...arrivals.map((message) => message.at));
    const perSecond =
      mode === 'backlog' ? arrivals.length / (drainedMs / 1000) : arrivals.length / ((last - started) / 1000);
    console.log(
      JSON.stringify({
        dispatcher: process.env.WEBHOOK_DISPATCHER ?? 'current',
        mode,
        withDead,
        moves: MOVES,
        movesSeconds: movedMs / 1000,
        delivered: `${arrivals.length}/${live.length * MOVES}`,
        deliveriesPerSecond: Math.round(perSecond),
        p50Ms: mode === 'live' ? quantile(delays, 0.5) : undefined,
        p99Ms: mode === 'live' ? quantile(delays, 0.99) : undefined,
        drainSeconds: mode === 'backlog' ? drainedMs / 1000 : undefined,
        statementsWhileDraining: mode === 'backlog' ? statements.summary() : undefined,
        deadAttempts: withDead ? receivers[2]?.received.length : undefined,
        load: `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
      }),
    );
  } finally {
    await worker.stop();
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await test.close();
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
