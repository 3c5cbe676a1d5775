import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FIXTURES = path.join(__dirname, 'keptModulesFixtures');
const SERVER = path.resolve(__dirname, '../..');
const JEST = require.resolve('jest/bin/jest');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's jest preset is CommonJS
const { jestConfig } = require('../../../jest.preset.js') as {
  jestConfig: (options: { dir: string; environment: 'node' }) => { transform: unknown };
};

interface AssertionResult {
  title: string;
  status: string;
  invocations?: number;
  failureMessages: string[];
}
interface FileResult {
  name: string;
  assertionResults: AssertionResult[];
}

/** The fixture files run by jest with the server's runner; their results and what they logged. */
async function runFixtures(workers: string): Promise<{ files: FileResult[]; log: string[][] }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kept-modules-'));
  try {
    const config = {
      rootDir: FIXTURES,
      roots: ['<rootDir>'],
      testMatch: ['**/*.fixture.ts'],
      testEnvironment: 'node',
      transform: jestConfig({ dir: FIXTURES, environment: 'node' }).transform,
      runner: path.join(SERVER, 'testing/keptModulesRunner.js'),
      setupFiles: ['<rootDir>/setup.ts'],
    };
    const output = path.join(scratch, 'results.json');
    const log = path.join(scratch, 'files.log');
    await run(
      process.execPath,
      [JEST, '--config', JSON.stringify(config), workers, '--json', '--outputFile', output],
      { cwd: SERVER, env: { ...process.env, KEPT_MODULES_LOG: log } },
    ).catch((error: unknown) => error); // the timeout fixture fails the run, as it must
    const results = JSON.parse(await readFile(output, 'utf8')) as { testResults: FileResult[] };
    const lines = (await readFile(log, 'utf8')).trim().split('\n');
    return { files: results.testResults, log: lines.map((line) => line.split(' ')) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function outcomes(files: FileResult[]): Record<string, string[]> {
  return Object.fromEntries(
    files.map((file) => [
      path.basename(file.name),
      file.assertionResults.map((test) => `${test.status} ×${test.invocations ?? 1}: ${test.title}`),
    ]),
  );
}

const DIRTY_FILE = [
  'passed ×1: finds what the earlier file changed put back',
  'passed ×1: changes the environment, module state, a spy and the clock',
];
const EXPECTED = {
  'first.fixture.ts': DIRTY_FILE,
  'second.fixture.ts': DIRTY_FILE,
  'third.fixture.ts': DIRTY_FILE,
  'retry.fixture.ts': ['passed ×3: passes on its third attempt'],
  'timeout.fixture.ts': ['failed ×1: is stopped at its 50 ms limit'],
};

describe("the server's jest runner (testing/keptModulesRunner.js)", () => {
  it('runs files in band on one set of modules, each file starting as a new one would', async () => {
    const { files, log } = await runFixtures('--runInBand');
    expect(outcomes(files)).toEqual(EXPECTED);
    const timeout = files.find((file) => file.name.endsWith('timeout.fixture.ts'));
    expect(timeout?.assertionResults[0]?.failureMessages.join('')).toMatch(/Exceeded timeout of 50 ms/);
    expect(log).toHaveLength(3);
    expect(new Set(log.map(([, loadId]) => loadId)).size).toBe(1);
  }, 120_000);

  it('keeps each worker’s modules between the files it runs, with the same fresh start', async () => {
    const { files, log } = await runFixtures('--maxWorkers=2');
    expect(outcomes(files)).toEqual(EXPECTED);
    // Three files on two workers: one worker ran two of them, on the modules it had loaded.
    const loadsByWorker = new Map<string, Set<string>>();
    for (const [pid = '', loadId = ''] of log) {
      loadsByWorker.set(pid, (loadsByWorker.get(pid) ?? new Set()).add(loadId));
    }
    expect(log).toHaveLength(3);
    expect(loadsByWorker.size).toBeLessThan(3);
    for (const loads of loadsByWorker.values()) expect(loads.size).toBe(1);
  }, 120_000);
});
