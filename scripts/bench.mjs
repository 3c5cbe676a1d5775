// `npm run bench`: runs the benchmark's parts in turn and prints a table per result.
//   node scripts/bench.mjs                 every part
//   node scripts/bench.mjs bytes federation   only those parts
//   node scripts/bench.mjs --markdown      tables as Markdown (for docs/benchmarks.md)
import { PARTS } from './bench/parts.mjs';
import { stopEverything } from './bench/support/cleanup.mjs';
import { withDeadline } from './bench/support/deadline.mjs';
import { guardTables, sampleLoad, settledLoad } from './bench/support/machineLoad.mjs';
import { measuredSoFar } from './bench/support/measured.mjs';
import { formatTable, markdownTable } from './bench/support/table.mjs';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length) {
  console.error(
    `unknown part(s): ${unknown.join(', ')}; parts: ${PARTS.map((part) => part.name).join(', ')}`,
  );
  process.exit(2);
}

const log = (line) => console.error(`  · ${line}`);
let failed = false;
for (const part of PARTS.filter((p) => !wanted.length || wanted.includes(p.name))) {
  console.log(markdown ? `### ${part.title}\n` : `== ${part.title} ==\n`);
  // A part that counts bytes measures the same on a busy machine; the others wait for the
  // load the part before left behind to settle.
  const before = part.sizesOnly ? sampleLoad() : await settledLoad({ log });
  const started = Date.now();
  log(`load average before "${part.name}": ${before.load.toFixed(2)} on ${before.cores} cores`);
  const soFar = measuredSoFar();
  const print = (tables) => {
    const after = sampleLoad();
    log(`load average after "${part.name}": ${after.load.toFixed(2)}`);
    for (const table of guardTables(tables, before, after, { sizesOnly: part.sizesOnly })) {
      console.log(markdown ? markdownTable(table) : formatTable(table));
    }
  };
  try {
    const tables = await withDeadline(
      part.run({ log, measured: soFar.measured }),
      part.deadlineMs,
      `part "${part.name}"`,
    );
    print(tables);
    log(`${part.name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failed = true;
    console.error(`part "${part.name}" failed: ${error instanceof Error ? error.stack : String(error)}`);
    // What it measured before failing is still a measurement (each with the load guard).
    const partial = soFar.table(`${part.title}: measured before the failure`);
    print(partial ? [partial] : []);
    // A part that ran out of time is still running: stop its servers and browsers.
    await stopEverything();
  }
}
process.exit(failed ? 1 : 0);
