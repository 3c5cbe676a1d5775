// Part 19 of `npm run bench` (`node scripts/bench.mjs firstscreen`): what a signed-in landing
// screen rendered on the server (D41, twelfth session) costs the page's answer. One server as
// `npm start` runs it (PGlite, the built apps), one new customer signed in; then, one request
// at a time and interleaved, the overview (`/dashboard/overview`: its first reads made and the
// screen rendered from them) against `/dashboard` as the baseline of the same run: the same
// page answer with the same first reads (the overview's, contracts' firstReadsFor), which no
// renderer draws (it is the route that sends the shell on to the overview), so the
// difference is the rendering alone.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createVerifiedAccounts, signInForCookie } from './api/accounts.mjs';
import { startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { ensureBuilt } from './support/portal.mjs';
import { latencyCells, quantile } from './support/latency.mjs';
import { kb } from './support/table.mjs';

export const FIRST_SCREEN = { warmUp: 30, samples: 300 };
const PAGE_COOKIE = 'vb_page';

/** One page answer; checks it is what the target says (rendered or not, with its first screen). */
async function timed(url, cookie, rendered) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const html = await response.text();
  const ms = performance.now() - started;
  const ok =
    response.status === 200 &&
    html.includes('id="first-screen"') &&
    html.includes('data-prerendered') === rendered;
  if (!ok) throw new Error(`${url}: ${response.status}, not the ${rendered ? 'rendered' : 'plain'} page`);
  return { ms, bytes: Buffer.byteLength(html) };
}

/** @param {{ log: (line: string) => void }} context */
export async function runFirstScreen({ log }) {
  ensureBuilt(log);
  const loadBefore = loadavg();
  const server = await startServer();
  const results = await stoppedAfter(
    async () => {
      await server.stop();
      server.removeData();
    },
    async () => {
      const [account] = await createVerifiedAccounts(server, 1);
      // The page cookie (D41), which page answers read.
      const cookie = `${PAGE_COOKIE}=${await signInForCookie(server, account, PAGE_COOKIE)}`;
      const targets = [
        {
          key: 'plain',
          label: 'GET /dashboard: the page with the first reads (baseline)',
          url: `${server.url}/dashboard`,
          rendered: false,
        },
        {
          key: 'rendered',
          label: 'GET /dashboard/overview: the same, the overview rendered',
          url: `${server.url}/dashboard/overview`,
          rendered: true,
        },
      ];
      const samples = Object.fromEntries(targets.map((target) => [target.key, []]));
      const bytes = {};
      for (let round = 0; round < FIRST_SCREEN.warmUp + FIRST_SCREEN.samples; round += 1) {
        // Interleaved, so a busy moment of the machine falls on both alike.
        for (const target of targets) {
          const answer = await timed(target.url, cookie, target.rendered);
          bytes[target.key] = answer.bytes;
          if (round >= FIRST_SCREEN.warmUp) samples[target.key].push(answer.ms);
        }
      }
      log(`measured ${FIRST_SCREEN.samples} answers per page`);
      return targets.map((target) => {
        const sorted = samples[target.key].sort((a, b) => a - b);
        return {
          ...target,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
          bytes: bytes[target.key],
        };
      });
    },
  );
  const plain = results.find((result) => result.key === 'plain');
  const table = {
    title: `A signed-in page's answer, rendered on the server and not (PGlite, one request at a time, ${FIRST_SCREEN.samples} each after ${FIRST_SCREEN.warmUp} to warm up)`,
    columns: ['Page answer', 'p50', 'p99', 'p50 ÷ baseline', 'p99 ÷ baseline', 'HTML (raw)'],
    rows: results.map((result) => [result.label, ...latencyCells(result, plain), kb(result.bytes)]),
    notes: [
      'Both answers: the page cookie checked, the session read, /auth/me and the overview’s first reads (a new customer’s onboarding and counts) made by the API’s own routes; the overview’s then renders the shell’s signed-in frame and the area’s screen from those reads (two passes of renderToString) and brings their stylesheets inside the page.',
      `Load average (1 min) before and after: ${loadBefore[0].toFixed(1)}, ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    ],
  };
  return [table];
}
