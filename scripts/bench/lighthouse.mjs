// Part 3 of issue 6: Lighthouse's performance category on the public pages and (issue
// 13) a signed-in customer's dashboard, with its default mobile emulation and
// simulated throttling, median of three runs, on Debian's Chromium against the built
// portal as `npm start` serves it.
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { medians, runLighthouseOnce, withLighthouseChrome } from './support/lighthouse-runner.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { e2eSupport } from './support/e2e-support.mjs';
import { serveFloorPage } from './support/floor-page.mjs';
import { ensureBuilt } from './support/portal.mjs';
import { withSignedInTab } from './support/signed-in-tab.mjs';

const require = createRequire(import.meta.url);
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;

/**
 * `as`: measured in a tab where that person is signed in: a new, verified customer (not
 * yet approved, so the overview shows the approval banner and the onboarding checklist),
 * or the portal's admin. `shows`: the text that proves the run measured that page signed
 * in. Issue 34 names the customer's and the staff's first pages.
 * @type {{ path: string, as?: 'customer' | 'admin', shows?: (person: { name: string }) => string }[]}
 */
const PAGES = [
  { path: '/' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/dashboard/overview', as: 'customer', shows: (person) => `Welcome, ${person.name}` },
  { path: '/admin/dashboard', as: 'admin', shows: () => 'Admin Dashboard' },
];
const RUNS = 3;

/**
 * The pages to measure: all, or those BENCH_LIGHTHOUSE_PAGES names (comma-separated paths,
 * e.g. `/,/about`), to look at one page's figure without the others' minutes.
 * @param {string | undefined} filter
 */
export function pagesToMeasure(filter) {
  const wanted = (filter ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PAGES;
  const unknown = wanted.filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length)
    throw new Error(
      `BENCH_LIGHTHOUSE_PAGES names ${unknown.join(', ')}; the part measures ${PAGES.map((page) => page.path).join(', ')}`,
    );
  return PAGES.filter((page) => wanted.includes(page.path));
}
export const GOALS = { score: 95, lcpMs: 2000, cls: 0 };

/** The page whose floor is measured beside it (support/floor-page.mjs), when it is measured. */
const FLOOR_OF = '/about';
const FLOOR_ROW = `${FLOOR_OF}, no script (floor)`;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * One Lighthouse run of `path`; a signed-in page runs in a freshly signed-in tab and
 * must still show that page at the end: signed out, the route guard would have sent
 * the tab to /login and Lighthouse would have measured that instead.
 */
async function measure({ path, as, shows }, { portal, port, people }) {
  const url = `${portal.url}${path}`;
  if (!as) return runLighthouseOnce(url, port);
  const person = people[as];
  return withSignedInTab({ port, portalUrl: portal.url, credentials: person }, async (tab) => {
    const run = await runLighthouseOnce(url, port, tab);
    const shown = new URL(run.finalUrl).pathname;
    if (shown !== path) throw new Error(`Lighthouse on ${path} ended on ${shown}: the session did not hold`);
    const expected = shows?.(person) ?? '';
    const text = await tab.$eval('body', (body) => body.innerText);
    if (!text.includes(expected))
      throw new Error(`${path} did not show "${expected}": not the signed-in page`);
    return run;
  });
}

/** @param {{ log: (line: string) => void }} context */
export async function runLighthouse({ log }) {
  ensureBuilt(log);
  const support = await e2eSupport();
  // With a mail capture, to read the new customer's verification code.
  const running = await support.startPortalWithMail({ LOG_LEVEL: 'warn' });
  return stoppedAfter(running.stop, async () => {
    const { portal } = running;
    const customer = await support.createVerifiedCustomer(portal.url, running.mail);
    const people = { customer, admin: running.admin };
    return withLighthouseChrome(async (port) => {
      const rows = [];
      const notes = [];
      const benchmarkIndexes = [];
      const loadBefore = loadavg()[0];
      /** @type {Map<string, number>} page → median TBT, for the floor's ratio */
      const tbtOf = new Map();
      const row = (page, runs, goal) => {
        const m = medians(runs);
        tbtOf.set(page, m.tbtMs);
        benchmarkIndexes.push(m.benchmarkIndex);
        return [
          page,
          m.score,
          seconds(m.fcpMs),
          seconds(m.lcpMs),
          `${Math.round(m.tbtMs)} ms`,
          m.cls.toFixed(3),
          runs.map((run) => run.score).join(' / '),
          goal(m),
        ];
      };
      const pages = pagesToMeasure(process.env.BENCH_LIGHTHOUSE_PAGES);
      for (const target of pages) {
        const page = target.path;
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          log(`Lighthouse ${page}, run ${run} of ${RUNS}…`);
          runs.push(await measure(target, { portal, port, people }));
        }
        rows.push(
          row(page, runs, (m) =>
            m.score >= GOALS.score && m.lcpMs <= GOALS.lcpMs && m.cls <= GOALS.cls ? 'met' : 'NOT met',
          ),
        );
        const { element, phases, shifts, longTasks } = runs[0].diagnosis;
        notes.push(`${page} (run 1): LCP element ${element}${phases ? `; ${phases}` : ''}`);
        if (longTasks.length) notes.push(`${page} (run 1): longest tasks ${longTasks.join(', ')}`);
        if (shifts.length) notes.push(`${page} (run 1): layout shifts ${shifts.join('; ')}`);
      }
      if (pages.some((page) => page.path === FLOOR_OF)) {
        // The baseline of the same run: the page's own HTML and headers, no script.
        const floor = await serveFloorPage(portal.url, FLOOR_OF);
        await stoppedAfter(floor.stop, async () => {
          for (const [label, url] of [
            [FLOOR_ROW, floor.url],
            [`${FLOOR_OF}, no script, no COOP`, floor.withoutCoopUrl],
          ]) {
            const runs = [];
            for (let run = 1; run <= RUNS; run += 1) {
              log(`Lighthouse ${label}, run ${run} of ${RUNS}…`);
              runs.push(await runLighthouseOnce(url, port));
            }
            rows.push(row(label, runs, () => 'baseline'));
          }
        });
        const floorTbt = tbtOf.get(FLOOR_ROW) ?? NaN;
        notes.push(
          `baseline: ${FLOOR_OF}'s own answer (markup, inline styles, every header) with its scripts taken out, served apart; its TBT ${Math.round(floorTbt)} ms is what the browser and machine cost before any script of ours, and ${FLOOR_OF}'s is ${((tbtOf.get(FLOOR_OF) ?? NaN) / floorTbt).toFixed(1)}× it; "no COOP" drops Cross-Origin-Opener-Policy alone (kept in the portal: docs/decisions.md)`,
        );
      }
      notes.push(
        'signed in: /dashboard/overview is measured as a new, verified, not yet approved customer and /admin/dashboard as the portal\'s admin, each signed in through the API in the tab Lighthouse runs in; each run ended on its page showing "Welcome, <name>" or "Admin Dashboard"',
      );
      return [
        {
          title: `Lighthouse ${LIGHTHOUSE_VERSION} performance, mobile emulation, simulated throttling (median of ${RUNS} runs)`,
          columns: ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'scores of the runs', 'goal'],
          rows,
          notes: [
            `goal: score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ${GOALS.cls}; each metric is the median of its own ${RUNS} values`,
            // The simulation scales the CPU time it observed: other work on the machine
            // shows up as TBT and LCP. These say how busy it was.
            `machine: Lighthouse CPU benchmark index ${benchmarkIndexes.map(Math.round).join(' / ')} (per row); load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores`,
            ...notes,
          ],
        },
      ];
    });
  });
}
