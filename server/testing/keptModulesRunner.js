// The server's jest runner: jest-runner's, except that each worker keeps its modules between
// the test files it runs (keptModulesWorker.js says how, docs/decisions.md "## tspeed" why
// jest-light-runner was not taken). A run with coverage or --detectLeaks goes to jest's own runner.
const { EmittingTestRunner, default: JestRunner } = require('jest-runner');
const Emittery = require('emittery');
const { deepCyclicCopy } = require('jest-util');
const { Worker } = require('jest-worker');

const WORKER = require.resolve('./keptModulesWorker.js');

class CancelRun extends Error {
  constructor(message) {
    super(message);
    this.name = 'CancelRun';
  }
}

/** At most `limit` calls of `work` at once, in the order asked (p-limit's job, in five lines). */
function limiter(limit) {
  let running = 0;
  const waiting = [];
  const next = () => {
    if (running >= limit || waiting.length === 0) return;
    running += 1;
    const { work, resolve, reject } = waiting.shift();
    work()
      .then(resolve, reject)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  return (work) =>
    new Promise((resolve, reject) => {
      waiting.push({ work, resolve, reject });
      next();
    });
}

class KeptModulesRunner extends EmittingTestRunner {
  #emitter = new Emittery();
  /** @type {InstanceType<typeof JestRunner> | undefined} */
  #jestRunner;

  constructor(globalConfig, context) {
    super(globalConfig, context);
    // Coverage over a worker's shared modules would count each file's lines into the next, and a
    // leak check needs the file's environment to go away: both are jest's own runner's job.
    if (globalConfig.collectCoverage || globalConfig.detectLeaks)
      this.#jestRunner = new JestRunner(globalConfig, context);
  }

  async runTests(tests, watcher, options) {
    if (this.#jestRunner) return this.#jestRunner.runTests(tests, watcher, options);
    return options.serial ? this.#inBand(tests, watcher) : this.#parallel(tests, watcher);
  }

  on(eventName, listener) {
    if (this.#jestRunner) return this.#jestRunner.on(eventName, listener);
    return this.#emitter.on(eventName, listener);
  }

  #sendMessageToJest = async (eventName, args) => {
    await this.#emitter.emit(eventName, deepCyclicCopy(args, { keepPrototype: false }));
  };

  async #inBand(tests, watcher) {
    process.env.JEST_WORKER_ID = '1';
    const inProcess = require(WORKER);
    try {
      for (const test of tests) {
        if (watcher.isInterrupted()) throw new CancelRun();
        await this.#emitter.emit('test-file-start', [test]);
        try {
          const result = await inProcess.runTestFile(
            test.path,
            this._globalConfig,
            test.context.config,
            test.context.resolver,
            this._context,
            this.#sendMessageToJest,
          );
          await this.#emitter.emit('test-file-success', [test, result]);
        } catch (error) {
          await this.#emitter.emit('test-file-failure', [test, error]);
        }
      }
    } finally {
      await inProcess.teardown();
    }
  }

  async #parallel(tests, watcher) {
    const resolvers = new Map();
    for (const test of tests) {
      if (!resolvers.has(test.context.config.id)) {
        resolvers.set(test.context.config.id, {
          config: test.context.config,
          serializableModuleMap: test.context.moduleMap.toJSON(),
        });
      }
    }
    const globalConfig = this._globalConfig;
    const worker = new Worker(WORKER, {
      enableWorkerThreads: globalConfig.workerThreads,
      exposedMethods: ['worker'],
      forkOptions: { serialization: 'json', stdio: 'pipe' },
      idleMemoryLimit:
        typeof globalConfig.workerIdleMemoryLimit === 'number'
          ? globalConfig.workerIdleMemoryLimit
          : undefined,
      maxRetries: 3,
      numWorkers: globalConfig.maxWorkers,
      setupArgs: [{ serializableResolvers: [...resolvers.values()] }],
      workerGracefulExitTimeout: globalConfig.workerGracefulExitTimeout,
    });
    worker.getStdout()?.pipe(process.stdout);
    worker.getStderr()?.pipe(process.stderr);
    const mutex = limiter(globalConfig.maxWorkers);
    const runInWorker = (test) =>
      mutex(async () => {
        if (watcher.isInterrupted()) throw new CancelRun();
        await this.#emitter.emit('test-file-start', [test]);
        const promise = worker.worker({
          config: test.context.config,
          context: {
            ...this._context,
            changedFiles: this._context.changedFiles && [...this._context.changedFiles],
            sourcesRelatedToTestsInChangedFiles: this._context.sourcesRelatedToTestsInChangedFiles && [
              ...this._context.sourcesRelatedToTestsInChangedFiles,
            ],
          },
          globalConfig,
          path: test.path,
        });
        promise.UNSTABLE_onCustomMessage?.(([event, payload]) => this.#emitter.emit(event, payload));
        return promise;
      });
    const onInterrupt = new Promise((_resolve, reject) => {
      watcher.on('change', (state) => {
        if (state.interrupted) reject(new CancelRun());
      });
    });
    const runAll = Promise.all(
      tests.map((test) =>
        runInWorker(test).then(
          (result) => this.#emitter.emit('test-file-success', [test, result]),
          (error) => this.#emitter.emit('test-file-failure', [test, error]),
        ),
      ),
    );
    const cleanup = async () => {
      const { forceExited } = await worker.end();
      if (forceExited)
        console.error('A jest worker did not exit by itself and was ended (an open handle in a test?).');
    };
    return Promise.race([runAll, onInterrupt]).then(cleanup, cleanup);
  }
}

module.exports = KeptModulesRunner;
