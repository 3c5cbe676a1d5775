// Part 14 of `npm run bench` (`node scripts/bench.mjs apikeys`): what an API key costs on a
// read (issue 36, D45). GET /api/payments with `Authorization: Bearer vb_…` (the key looked up
// by its prefix, its hash compared, the per-key counter, at most one last-used write a minute)
// against the same request with a session's access token, interleaved on the same connections
// so that load from elsewhere falls on both alike. Goal: the key ≥ 0.9× the session's
// throughput. A key may make 600 requests a minute, so each mode makes APIKEYS.requests (under
// that), split across APIKEYS.keys keys.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { ensureServerBuilt } from './data.mjs';
import { quantile } from './support/latency.mjs';

export const APIKEYS = { keys: 4, requests: 1600, connections: 8, warmup: 40, goal: 0.9 };

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function timedGet(url, authorization) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/payments: ${response.status}`);
  return performance.now() - started;
}

/** @param {{ log: (line: string) => void }} context */
export async function runApiKeys({ log }) {
  ensureServerBuilt(log);
  const loadBefore = loadavg()[0];
  // A loaded machine starts PGlite slowly: wait up to 3 minutes for the server.
  const server = await startServer({}, { upWithinMs: 180_000 });
  return stoppedAfter(
    () => server.stop(),
    async () => {
      const [account] = await createVerifiedAccounts(server, 1);
      const { token: accessToken } = await signIn(server, account);
      const session = `Bearer ${accessToken}`;
      const keys = [];
      for (let i = 0; i < APIKEYS.keys; i += 1) {
        const response = await fetch(`${server.url}/api/api-keys`, {
          method: 'POST',
          headers: { authorization: session, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Bench ${i + 1}`, scopes: ['payments:read'] }),
        });
        const json = await response.json();
        if (response.status !== 201) throw new Error(`key not created: ${response.status}`);
        keys.push(`Bearer ${json.data.secret}`);
      }
      const url = `${server.url}/api/payments`;
      for (let i = 0; i < APIKEYS.warmup; i += 1) {
        await timedGet(url, session);
        await timedGet(url, keys[i % keys.length]);
      }
      log(`apikeys: ${keys.length} keys, warm`);
      const samples = { key: [], session: [] };
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: APIKEYS.connections }, async () => {
          for (let item = next++; item < APIKEYS.requests * 2; item = next++) {
            const mode = item % 2 === 0 ? 'key' : 'session';
            const authorization = mode === 'key' ? keys[(item >> 1) % keys.length] : session;
            samples[mode].push(await timedGet(url, authorization));
          }
        }),
      );
      const wallSeconds = (performance.now() - started) / 1000;
      const row = (mode) => {
        const sorted = [...samples[mode]].sort((a, b) => a - b);
        return {
          count: sorted.length,
          mean: mean(sorted),
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
        };
      };
      const key = row('key');
      const bySession = row('session');
      const ratio = bySession.mean / key.mean;
      const fixed = (value) => value.toFixed(2);
      return [
        {
          title: `API keys (D45): GET /api/payments by key and by session, interleaved (${APIKEYS.requests} each, ${APIKEYS.connections} at a time, PGlite)`,
          columns: [
            'Caller',
            'Requests',
            'Mean ms',
            'p50 ms',
            'p99 ms',
            'Key ÷ session throughput',
            `≥ ${APIKEYS.goal}×`,
          ],
          rows: [
            [
              'Session access token',
              bySession.count,
              fixed(bySession.mean),
              fixed(bySession.p50),
              fixed(bySession.p99),
              '',
              '',
            ],
            [
              'API key (vb_…)',
              key.count,
              fixed(key.mean),
              fixed(key.p50),
              fixed(key.p99),
              `${fixed(ratio)}×`,
              ratio >= APIKEYS.goal ? 'yes' : 'NO',
            ],
          ],
          notes: [
            `${fixed(wallSeconds)} s in all; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
          ],
        },
      ];
    },
  );
}
