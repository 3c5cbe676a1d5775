// Part 13 of `npm run bench` (`node scripts/bench.mjs sessions`): what D39 (the refresh token
// in an httpOnly cookie, commit 257f283) costs. Nothing changed on the path of GET
// /api/auth/me (the access token and its check are as before), so, as the brief allows,
// this part measures POST /api/auth/refresh by the cookie (with the Origin check and the
// Set-Cookie) against the same route by a body token (the API clients' way, no cookie),
// on the same server in the same run. The goal: the cookie flow keeps ≥ 0.9× the body
// flow's throughput. Refreshes are limited to 10 a minute per session and sessions to 20
// per account, so the load is many short chains: SESSIONS.accounts accounts ×
// SESSIONS.perAccount sign-ins, each session refreshed SESSIONS.refreshes times, its
// refreshes alternating cookie and body (a session starts with either, alternately) so
// that load from elsewhere on the machine falls on both alike; SESSIONS.connections
// sessions at a time.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { cookieFrom, createVerifiedAccounts, signInForCookie } from './api/accounts.mjs';
import { startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { ensureServerBuilt } from './data.mjs';
import { quantile } from './support/latency.mjs';

export const SESSIONS = {
  accounts: 16,
  perAccount: 4,
  /** Under the 10 a minute each session may make. */
  refreshes: 8,
  connections: 8,
  goal: 0.9,
};
const COOKIE = 'vb_refresh';

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** One refresh by `mode`; answers the next token and the time it took. */
async function refresh(server, origin, token, mode) {
  const started = performance.now();
  const response =
    mode === 'cookie'
      ? await fetch(`${server.url}/api/auth/refresh`, {
          method: 'POST',
          headers: { cookie: `${COOKIE}=${token}`, origin, accept: 'application/json' },
        })
      : await fetch(`${server.url}/api/auth/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ refreshToken: token }),
        });
  const json = await response.json().catch(() => null);
  const ms = performance.now() - started;
  const next = mode === 'cookie' ? cookieFrom(response, COOKIE) : json?.data?.tokens?.refreshToken;
  if (response.status !== 200 || typeof next !== 'string')
    throw new Error(`${mode} refresh: ${response.status}`);
  return { next, ms };
}

/** @param {{ log: (line: string) => void }} context */
export async function runSessions({ log }) {
  ensureServerBuilt(log);
  const loadBefore = loadavg()[0];
  const server = await startServer();
  // PUBLIC_URL's default, http://localhost:<port>: the Origin the portal's pages send.
  const origin = `http://localhost:${new URL(server.url).port}`;
  return stoppedAfter(
    () => server.stop(),
    async () => {
      const accounts = await createVerifiedAccounts(server, SESSIONS.accounts);
      const tokens = [];
      for (const account of accounts) {
        for (let i = 0; i < SESSIONS.perAccount; i += 1)
          tokens.push(await signInForCookie(server, account, COOKIE));
      }
      log(`sessions: ${tokens.length} sessions signed in`);
      const samples = { cookie: [], body: [] };
      let errors = 0;
      const queue = tokens.map((token, index) => ({ token, index }));
      const started = performance.now();
      await Promise.all(
        Array.from({ length: SESSIONS.connections }, async () => {
          for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
            let token = item.token;
            for (let step = 0; step < SESSIONS.refreshes; step += 1) {
              const mode = (item.index + step) % 2 === 0 ? 'cookie' : 'body';
              try {
                const answer = await refresh(server, origin, token, mode);
                token = answer.next;
                samples[mode].push(answer.ms);
              } catch (error) {
                errors += 1;
                log(`sessions: ${error instanceof Error ? error.message : error}`);
                break;
              }
            }
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
      const cookie = row('cookie');
      const body = row('body');
      // Interleaved on the same connections, each mode's throughput is the inverse of its mean time.
      const ratio = body.mean / cookie.mean;
      const fixed = (value) => value.toFixed(2);
      return [
        {
          title: `Sessions (D39): POST /api/auth/refresh by cookie and by body, interleaved (${tokens.length} sessions × ${SESSIONS.refreshes} refreshes, ${SESSIONS.connections} at a time, PGlite)`,
          columns: [
            'Flow',
            'Refreshes',
            'Mean ms',
            'p50 ms',
            'p99 ms',
            'Cookie ÷ body throughput',
            `≥ ${SESSIONS.goal}×`,
            'Errors',
          ],
          rows: [
            ['By body token', body.count, fixed(body.mean), fixed(body.p50), fixed(body.p99), '', '', ''],
            [
              'By cookie (+ Origin check)',
              cookie.count,
              fixed(cookie.mean),
              fixed(cookie.p50),
              fixed(cookie.p99),
              `${fixed(ratio)}×`,
              ratio >= SESSIONS.goal ? 'yes' : 'NO',
              errors,
            ],
          ],
          notes: [
            'GET /api/auth/me is unchanged by D39 (same access token check), so the refresh route is what is compared.',
            `${fixed(wallSeconds)} s for all refreshes; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
          ],
        },
      ];
    },
  );
}
