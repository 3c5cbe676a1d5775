// Starts the built server the way `npm start` runs it (node --enable-source-maps
// server/dist/main.js, default log level) on a free loopback port with a fresh
// DATA_DIR. Its log goes to a file, as a terminal or a redirect would take it, so
// that reading it costs the benchmark nothing while it measures.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_MAIN = path.join(REPO_DIR, 'server/dist/main.js');

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitUntilUp(url, isAlive, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`process exited before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @typedef {object} BenchServer
 * @property {string} url
 * @property {number} pid
 * @property {string} dataDir
 * @property {() => string} log        everything the server printed so far
 * @property {() => Promise<void>} stop  SIGTERM (SIGKILL after 10 s); keeps DATA_DIR
 * @property {() => void} removeData
 */

/**
 * @param {Record<string, string>} env  added to the environment (e.g. DATABASE_URL)
 * @param {{ main?: string, dataDir?: string, upWithinMs?: number }} options  another build of the server
 *   (the before/after figure of /auth/me), or the DATA_DIR of an earlier run to reuse; how long
 *   to wait for it to answer (60 s)
 * @returns {Promise<BenchServer>}
 */
export async function startServer(
  env = {},
  { main = SERVER_MAIN, dataDir: reused, upWithinMs = 60_000 } = {},
) {
  const port = await freePort();
  const dataDir = reused ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-api-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  // npm start's defaults: no NODE_ENV, no LOG_LEVEL (info), whatever the caller's shell had;
  // but the log as production writes it (JSON), since the development log's prettifier costs
  // about 0.06 ms of CPU a request and no deployed server pays it.
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    ...env,
  };
  for (const name of ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'SMTP_URL', 'FILES_SHARED', 'S3_URL']) {
    if (!(name in env)) delete childEnv[name];
  }
  // With DATABASE_URL the server refuses files on its local disk unless told that every
  // instance reads the same folder (config.ts), since a second instance could not read
  // them. A benchmark server is one instance with a DATA_DIR of its own, so that is so:
  // without this, every PostgreSQL part (api, data, journey) failed to start (issue 34).
  if (childEnv.DATABASE_URL && !childEnv.S3_URL && !('FILES_SHARED' in env)) childEnv.FILES_SHARED = 'true';
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: REPO_DIR,
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const alive = () => child.exitCode === null && child.signalCode === null;
  // If the benchmark is stopped (its deadline), the server must not outlive it.
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8');
  try {
    await waitUntilUp(`${url}/api/health`, alive, upWithinMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : error}\n${log()}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    log,
    stop: async () => {
      process.off('exit', killNow);
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
