// The load guard of every part (issue 34): a latency or throughput figure measured
// while other work holds the cores says nothing about the portal. bench.mjs samples
// the load average before and after each part and prints both. The machine is judged by
// the sample before: the one after holds the part's own work (a load generator and the
// server on two cores lift the 1-minute average past 3 by themselves), so it is shown, not
// judged. When the load before is above 1.5 per core the guard writes "not reported (load X > limit)" in place of every figure of the
// part's tables (the rows' names, notes and plans stay), so that no table can show a
// number taken on a busy machine.
import { availableParallelism, loadavg } from 'node:os';

export const LOAD_PER_CORE_LIMIT = 1.5;

/** @typedef {{ load: number, cores: number, at: string }} LoadSample */

/** The 1-minute load average now, with the cores it is shared by. @returns {LoadSample} */
export const sampleLoad = () => ({
  load: loadavg()[0],
  cores: availableParallelism(),
  at: new Date().toISOString(),
});

/** @param {number} cores */
export const loadLimit = (cores) => LOAD_PER_CORE_LIMIT * cores;

/**
 * Waits, up to `maxMs`, for the 1-minute load average to fall to the limit: the part
 * before this one lifts it by itself (a load generator and a server on two cores), and
 * the average takes a minute or two to forget it. Resolves with the sample it ends on;
 * on a machine busy with other work it ends at `maxMs` and the guard judges as before.
 * @param {{ maxMs?: number, everyMs?: number, log?: (line: string) => void, sample?: () => LoadSample }} [options]
 * @returns {Promise<LoadSample>}
 */
export async function settledLoad({
  maxMs = 180_000,
  everyMs = 5_000,
  log = () => {},
  sample: take = sampleLoad,
} = {}) {
  const until = Date.now() + maxMs;
  let sample = take();
  if (sample.load <= loadLimit(sample.cores)) return sample;
  log(`load average ${sample.load.toFixed(2)}: waiting up to ${maxMs / 1000} s for it to settle`);
  while (sample.load > loadLimit(sample.cores) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    sample = take();
  }
  return sample;
}

/** The busier of the samples, and whether it is above the limit. @param {LoadSample[]} samples */
export function judgeLoad(samples) {
  const worst = Math.max(...samples.map((sample) => sample.load));
  const limit = loadLimit(samples[0]?.cores ?? availableParallelism());
  return { worst, limit, quiet: worst <= limit };
}

/** What a figure cell says on a busy machine. */
export const notReported = (worst, limit) => `not reported (load ${worst.toFixed(2)} > ${limit.toFixed(1)})`;

/** A cell that is a measured figure or a verdict from one: a number, "12.3 ms", "0.91×", "met"… */
const FIGURE = /^(n\/a|[-+]?[\d.,]+\s?(KB|MB|s|ms|%|×|x|req\/s|rows\/s)?|met|missed|met .*|missed .*)$/;
export const isFigure = (value) => typeof value === 'number' || FIGURE.test(String(value).trim());

/**
 * The tables as they may be shown: unchanged on a quiet machine, every figure cell but
 * each row's name (the first column) replaced by "not reported (…)" on a busy one; a
 * note with the load before and after either way.
 * @param {import('./table.mjs').Table[]} tables
 * @param {LoadSample} before
 * @param {LoadSample} after
 */
export function guardTables(tables, before, after, { sizesOnly = false } = {}) {
  // A part that counts bytes measures the same on a busy machine: nothing to guard.
  const { worst, limit, quiet: quietBefore } = judgeLoad([before]);
  const quiet = sizesOnly || quietBefore;
  const note =
    `Load average (1 min): ${before.load.toFixed(2)} before (${before.at}), ${after.load.toFixed(2)} after ` +
    `(${after.at}), on ${before.cores} cores; figures are reported at ≤ ${limit.toFixed(1)} ` +
    `(${LOAD_PER_CORE_LIMIT} per core, judged before the part)${
      sizesOnly ? '; sizes do not depend on it' : quiet ? '' : `: ${notReported(worst, limit)}`
    }.`;
  return tables.map((table) => ({
    ...table,
    rows: quiet
      ? table.rows
      : table.rows.map((row) =>
          row.map((value, index) => (index > 0 && isFigure(value) ? notReported(worst, limit) : value)),
        ),
    notes: [...(table.notes ?? []), note],
  }));
}
