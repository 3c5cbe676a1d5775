// Runs Lighthouse's performance category (its default: mobile emulation, simulated
// throttling) on Debian's Chromium, and takes the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stoppedAfter } from './cleanup.mjs';
import { withDeadline } from './deadline.mjs';
import { e2eSupport } from './e2e-support.mjs';

const RUN_DEADLINE_MS = 120_000;

/**
 * @typedef {object} LighthouseRun
 * @property {number} score  0–100
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} benchmarkIndex  Lighthouse's measure of this machine's CPU speed
 * @property {string} finalUrl  the address the page showed at the end (a guard's redirect shows here)
 * @property {{ element: string, phases: string, shifts: string[], longTasks: string[] }} diagnosis
 */

/**
 * Runs `use` with a Chromium that Lighthouse can drive, and always stops it.
 * @template T
 * @param {(port: number) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withLighthouseChrome(use) {
  // The browser tests' Chromium and flags; chrome-launcher needs headless said as a flag.
  const { CHROMIUM_PATH, CHROMIUM_FLAGS } = await e2eSupport();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  return stoppedAfter(
    async () => chrome.kill(),
    () => use(chrome.port),
  );
}

/** Where a run's LCP, layout shifts and long tasks came from, for the notes. */
function diagnosis(lhr, origin) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const element = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
  const phases = (lcpElement?.items?.[1]?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .map((item) => `${item.node?.snippet ?? '?'} (${Number(item.score).toFixed(3)})`)
    .slice(0, 3);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((task) => `${String(task.url ?? '?').replace(origin, '')} ${Math.round(task.duration)} ms`);
  return { element, phases, shifts, longTasks };
}

// Lighthouse's own "please run again" failures (a trace it could not record); a run
// that fails for any other reason fails the part.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);
const ATTEMPTS = 3;

/**
 * @param {string} url
 * @param {number} port  Chromium's debugging port
 * @param {import('puppeteer-core').Page} [page]  a tab to run in (signed-in-tab.mjs);
 *   without it Lighthouse opens a fresh tab. Either way Lighthouse's own reset runs
 *   first: it empties the HTTP cache and the origin's service workers, cache storage
 *   and file systems, but not session storage (its default clearStorageTypes), so a
 *   session written into `page` survives and every run still starts cold.
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouseOnce(url, port, page) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await withDeadline(
      lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      ),
      RUN_DEADLINE_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      if (RETRYABLE.has(lhr.runtimeError.code) && attempt < ATTEMPTS) continue;
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    keepReport(url, lhr);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      diagnosis: diagnosis(lhr, new URL(url).origin),
    };
  }
}

/**
 * With BENCH_LIGHTHOUSE_REPORTS set to a folder, each run's full report (long tasks,
 * bootup time per script, the trace's diagnostics) is kept there as JSON, to find what
 * a figure is made of.
 */
function keepReport(url, lhr) {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^\w]+/g, '_') || '_';
  const file = path.join(dir, `lighthouse${page}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(lhr));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each metric's median over the runs (Lighthouse's own advice for noisy metrics).
 * @param {LighthouseRun[]} runs
 */
export function medians(runs) {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
