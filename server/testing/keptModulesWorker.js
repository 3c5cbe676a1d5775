// The server's test files run here, one after another in each jest worker, on ONE jest runtime
// and test environment per worker instead of a new pair per file (jest-runner's runTest), so
// that the modules a file loads (fastify, zod, drizzle, pino, PGlite's JS, the whole app) are
// loaded, compiled and evaluated once per worker, not once per file: that was about 3.5 s of
// CPU per file for 155 files. Everything else is jest's own: ts-jest's transform, jest-circus
// (timeouts, retries, hooks, expect), the console a file's result carries.
//
// What jest gave each file by a new runtime and environment is given back here by hand, before
// and after each file: a new jest-circus (its state, hooks, event handlers, timeout and retry
// settings), the setup files run again, `process.env` as the worker started, spies restored,
// real timers, the test file's own module dropped. Module state a file changes inside the
// app's modules (a config read at import, a singleton) is the tests' business: see
// docs/decisions.md, "## tspeed".
const fs = require('node:fs');
const path = require('node:path');
const { createScriptTransformer } = require('@jest/transform');
const { BufferedConsole, CustomConsole, NullConsole, getConsoleOutput } = require('@jest/console');
const { SourceMapSupport } = require('@jest/source-map');
const docblock = require('jest-docblock');
const HasteMap = require('jest-haste-map').default;
const { formatExecError, separateMessageFromStack } = require('jest-message-util');
const { preloadResolver } = require('jest-resolve');
const Runtime = require('jest-runtime').default;
const { ErrorWithStack, setGlobal } = require('jest-util');
const { messageParent } = require('jest-worker');

/** jest-circus's per-file framework (its state and event handlers live in the module). */
const FRAMEWORK_INITIALIZER = path.join(
  path.dirname(require.resolve('jest-circus/runner')),
  'jestAdapterInit.js',
);

/** Globals jest-circus and `jest.retryTimes` / `jest.setTimeout` leave on the test global. */
const CIRCUS_GLOBALS = [
  'EVENT_HANDLERS',
  'RETRY_TIMES',
  'RETRY_TIMES_SETTER',
  'RETRY_IMMEDIATELY',
  'WAIT_BEFORE_RETRY',
  'LOG_ERRORS_BEFORE_RETRY',
  'TEST_TIMEOUT_SYMBOL',
].map((name) => Symbol.for(name));

const sourceMapSupport = new SourceMapSupport();

/** @type {Map<string, ReturnType<typeof Runtime.createResolver>>} */
const resolvers = new Map();

/**
 * One per project (the server has one): the environment, runtime and transformer every file
 * of this worker shares.
 * @type {Map<string, Promise<Kept>>}
 */
const kept = new Map();

/**
 * @typedef {{
 *   environment: import('@jest/environment').JestEnvironment & { endOfFile?: () => Promise<void> | void },
 *   runtime: InstanceType<typeof Runtime>,
 *   cacheFS: Map<string, string>,
 *   testFramework: Function,
 *   startEnv: Record<string, string | undefined>,
 * }} Kept
 */

async function openKept(path_, globalConfig, config, resolver, context) {
  const cacheFS = new Map();
  const transformer = await createScriptTransformer(config, cacheFS);
  const TestEnvironment = await transformer.requireAndTranspileModule(config.testEnvironment);
  const testFramework = await transformer.requireAndTranspileModule(config.testRunner);
  const environment = new TestEnvironment(
    { globalConfig, projectConfig: config },
    {
      console: new NullConsole(process.stdout, process.stderr, () => ''),
      docblockPragmas: {},
      testPath: path_,
    },
  );
  const runtime = new Runtime(
    config,
    environment,
    resolver,
    transformer,
    cacheFS,
    {
      changedFiles: context.changedFiles,
      collectCoverage: false,
      collectCoverageFrom: globalConfig.collectCoverageFrom,
      coverageProvider: globalConfig.coverageProvider,
      globalRootDir: globalConfig.rootDir,
      sourcesRelatedToTestsInChangedFiles: context.sourcesRelatedToTestsInChangedFiles,
    },
    path_,
    globalConfig,
  );
  sourceMapSupport.install(runtime.getSourceMaps());
  const testProcess = environment.global.process;
  if (testProcess && testProcess.exit) {
    const realExit = testProcess.exit;
    testProcess.exit = function exit(...args) {
      const error = new ErrorWithStack(`process.exit called with "${args.join(', ')}"`, exit);
      process.stderr.write(formatExecError(error, config, { noStackTrace: false }, undefined, true));
      return realExit(...args);
    };
  }
  Error.stackTraceLimit = 100;
  await environment.setup();
  return { environment, runtime, cacheFS, testFramework, startEnv: { ...testProcess.env } };
}

function testConsoleFor(globalConfig, config) {
  const out = globalConfig.useStderr ? process.stderr : process.stdout;
  const formatter = (type, message) =>
    getConsoleOutput(BufferedConsole.write([], type, message, 4), config, globalConfig);
  if (config.silent ?? globalConfig.silent) return new NullConsole(out, out, formatter);
  if (config.verbose ?? globalConfig.verbose) return new CustomConsole(out, out, formatter);
  return new BufferedConsole();
}

/** A log after its file ended is an error, as jest-runner makes it. */
function freezeConsole(testConsole, config) {
  testConsole._log = function fakeConsolePush(_type, message) {
    const error = new ErrorWithStack(
      `Cannot log after tests are done. Did you forget to wait for something async in your test?\nAttempted to log "${message}".`,
      fakeConsolePush,
    );
    process.stderr.write(`\n${formatExecError(error, config, { noStackTrace: false }, undefined, true)}\n`);
    process.exitCode = 1;
  };
}

/** The test global as a new file finds it: no jest-circus of an earlier file left on it. */
function forgetEarlierFramework({ environment, runtime }) {
  const global = environment.global;
  for (const symbol of CIRCUS_GLOBALS) delete global[symbol];
  // jest-circus keeps its state under a new Symbol('JEST_STATE_SYMBOL') per load.
  for (const symbol of Object.getOwnPropertySymbols(global)) {
    if (symbol.description === 'JEST_STATE_SYMBOL') delete global[symbol];
  }
  runtime.registries.getInternalCjsRegistry().delete(FRAMEWORK_INITIALIZER);
  // Between two files the runtime is where a new one starts: loading (requires allowed).
  runtime.testState.state = 'loading';
}

/** `process.env` of the tests put back as the worker started. */
function restoreEnv(env, startEnv) {
  for (const key of Object.keys(env)) if (!(key in startEnv)) delete env[key];
  for (const [key, value] of Object.entries(startEnv)) if (env[key] !== value) env[key] = value;
}

/**
 * `work()`'s outcome, off this module's await chain: a failure's stack (a test's timeout) then
 * ends in jest's frames, which jest hides, as under jest-runner, instead of naming this file.
 */
const offThisStack = (work) =>
  new Promise((resolve, reject) => {
    work().then(
      (value) => resolve(value),
      (error) => reject(error),
    );
  });

async function runTestFile(path_, globalConfig, config, resolver, context, sendMessageToJest) {
  const testSource = fs.readFileSync(path_, 'utf8');
  const pragmas = docblock.parse(docblock.extract(testSource));
  if (pragmas['jest-environment'] || pragmas['jest-environment-options'])
    throw new Error(
      'A test file of this project cannot choose its own environment (server/testing/keptModulesRunner.js).',
    );
  if (!kept.has(config.id)) kept.set(config.id, openKept(path_, globalConfig, config, resolver, context));
  const current = await kept.get(config.id);
  const { environment, runtime, cacheFS, testFramework } = current;
  cacheFS.set(path_, testSource);

  const testConsole = testConsoleFor(globalConfig, config);
  setGlobal(environment.global, 'console', testConsole, 'retain');
  forgetEarlierFramework(current);
  const start = Date.now();
  try {
    const setupFilesStart = Date.now();
    const registry = runtime.registries.getActiveCjsRegistry();
    for (const setupFile of config.setupFiles) {
      registry.delete(setupFile);
      const setup = runtime.requireModule(setupFile);
      if (typeof setup === 'function') await setup();
    }
    const setupFilesEnd = Date.now();
    const result = await offThisStack(() =>
      testFramework(globalConfig, config, environment, runtime, path_, sendMessageToJest),
    );
    freezeConsole(testConsole, config);
    const testCount =
      result.numPassingTests + result.numFailingTests + result.numPendingTests + result.numTodoTests;
    const end = Date.now();
    result.perfStats = {
      ...result.perfStats,
      end,
      loadTestEnvironmentEnd: start,
      loadTestEnvironmentStart: start,
      runtime: end - start,
      setupFilesEnd,
      setupFilesStart,
      slow: (end - start) / 1000 > config.slowTestThreshold,
      start,
    };
    result.testFilePath = path_;
    result.console = testConsole.getBuffer();
    result.skipped = testCount === result.numPendingTests;
    result.displayName = config.displayName;
    result.leaks = false;
    if (globalConfig.logHeapUsage) {
      globalThis.gc?.();
      result.memoryUsage = process.memoryUsage().heapUsed;
    }
    return result;
  } finally {
    await endOfFile(current, path_);
  }
}

/** What a file changed outside the modules it shares is undone before the next one. */
async function endOfFile({ environment, runtime, startEnv }, path_) {
  runtime.restoreAllMocks();
  environment.fakeTimersModern?.useRealTimers();
  environment.fakeTimers?.useRealTimers();
  restoreEnv(environment.global.process.env, startEnv);
  runtime.registries.getActiveCjsRegistry().delete(path_);
  await environment.endOfFile?.();
}

const formatError = (error) => {
  if (typeof error === 'string') {
    const { message, stack } = separateMessageFromStack(error);
    return { message, stack, type: 'Error' };
  }
  return { code: error.code || undefined, message: error.message, stack: error.stack, type: 'Error' };
};

/** jest-worker's setup: the module maps the main process resolved. */
async function setup({ serializableResolvers }) {
  for (const { config, serializableModuleMap } of serializableResolvers) {
    const moduleMap = HasteMap.getStatic(config).getModuleMapFromJSON(serializableModuleMap);
    await preloadResolver(config.resolver);
    resolvers.set(config.id, Runtime.createResolver(config, moduleMap));
  }
}

/** jest-worker's call per test file. */
async function worker({ config, globalConfig, path: path_, context }) {
  try {
    const resolver = resolvers.get(config.id);
    if (!resolver) throw new Error(`Cannot find resolver for: ${config.id}`);
    return await runTestFile(
      path_,
      globalConfig,
      config,
      resolver,
      {
        ...context,
        changedFiles: context.changedFiles && new Set(context.changedFiles),
        sourcesRelatedToTestsInChangedFiles:
          context.sourcesRelatedToTestsInChangedFiles && new Set(context.sourcesRelatedToTestsInChangedFiles),
      },
      (eventName, args) => messageParent([eventName, args]),
    );
  } catch (error) {
    throw formatError(error);
  }
}

/** The worker's end (jest-worker calls it; the in-band run too): environments torn down. */
async function teardown() {
  const all = [...kept.values()];
  kept.clear();
  for (const pending of all) {
    const { environment, runtime } = await pending;
    runtime.teardown();
    await environment.teardown();
  }
}

module.exports = { setup, worker, teardown, runTestFile };
