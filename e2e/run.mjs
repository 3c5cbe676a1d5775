// Runs the browser tests: every file, or only the files named on the command line
// (`npm run test:e2e -- tests/auth.test.ts`; the old `node --test tests/*.test.ts -- <file>`
// ran the named file on top of all the others). Every file starts its own portal (its own
// port, data folder and mail capture) and its own Chromium, so E2E_CONCURRENCY files may
// run at once. It is 1 by default: on this shared 2-core machine, under a load average of
// 16, two at a time left portals unstarted after their 30 s. The files that load the
// machine on purpose or stop servers under load (ALONE) always run one at a time, after
// the others, so that no neighbour slows them past their limits.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ALONE = ['tests/load.test.ts', 'tests/faults.test.ts', 'tests/multi-instance.test.ts'];
const concurrency = Number(process.env.E2E_CONCURRENCY ?? '1');
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`E2E_CONCURRENCY must be a whole number of at least 1, not "${process.env.E2E_CONCURRENCY}"`);
  process.exit(2);
}

/** One `node --test` run; its exit status (1 when it could not start). */
function run(files, filesAtOnce) {
  if (files.length === 0) return 0;
  const args = [
    '--test',
    `--test-concurrency=${filesAtOnce}`,
    '--import',
    'tsx',
    // The usual report, and after it each file's time (fileDurations.mjs).
    `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
    '--test-reporter-destination=stdout',
    '--test-reporter=./fileDurations.mjs',
    '--test-reporter-destination=stdout',
    ...files,
  ];
  return spawnSync(process.execPath, args, { cwd: here, stdio: 'inherit' }).status ?? 1;
}

const named = process.argv.slice(2);
let failed;
if (named.length > 0) {
  failed = run(named, concurrency) !== 0;
} else {
  const all = readdirSync(path.join(here, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `tests/${name}`);
  const missing = ALONE.filter((file) => !all.includes(file));
  if (missing.length > 0) {
    console.error(`run.mjs names test files that are gone: ${missing.join(', ')}`);
    process.exit(2);
  }
  const together = run(
    all.filter((file) => !ALONE.includes(file)),
    concurrency,
  );
  const alone = run(ALONE, 1);
  failed = together !== 0 || alone !== 0;
}
process.exit(failed ? 1 : 0);
