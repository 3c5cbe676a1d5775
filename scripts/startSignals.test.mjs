import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { BUILDS } from './staleBuild.mjs';

// Issue 32 item 10: under a process manager, SIGTERM to `npm start`'s PID must stop the
// server, not leave start.mjs and the server answering, re-parented to PID 1. The test
// runs the real `npm start` script and scripts/start.mjs in a copy of the repository's
// layout whose builds are all up to date, with a stand-in for server/dist/main.js (a
// server on PORT that notes its PID and its parent's), so no build is needed.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startScript = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;

const STAND_IN_SERVER = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
writeFileSync(process.env.PIDS_FILE, JSON.stringify({ server: process.pid, start: process.ppid }));
createServer((_request, response) => response.end('ok')).listen(Number(process.env.PORT), process.env.HOST);
`;

/** A copy of the repository's start-up: package.json's start script, start.mjs, builds up to date. */
function portalCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'start-signals-'));
  writeFileSync(
    path.join(copy, 'package.json'),
    JSON.stringify({ name: 'start-signals', private: true, scripts: { start: startScript } }),
  );
  mkdirSync(path.join(copy, 'scripts'));
  for (const file of ['start.mjs', 'staleBuild.mjs']) {
    copyFileSync(path.join(root, 'scripts', file), path.join(copy, 'scripts', file));
  }
  for (const build of BUILDS) {
    mkdirSync(path.dirname(path.join(copy, build.output)), { recursive: true });
    writeFileSync(
      path.join(copy, build.output),
      build.output === 'server/dist/main.js' ? STAND_IN_SERVER : '',
    );
  }
  // The stand-in is an ES module.
  writeFileSync(path.join(copy, 'server/dist/package.json'), '{"type":"module"}');
  return copy;
}

/** A port free on 127.0.0.1 now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const answers = async (port) => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe('npm start under a process manager', () => {
  const leftovers = [];
  after(() => {
    for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    it(`stops the server when npm start's own process gets ${signal}`, { timeout: 60_000 }, async () => {
      const copy = portalCopy();
      const port = await freePort();
      const pidsFile = path.join(copy, 'pids.json');
      // Its own process group, as a process manager starts it: only npm's PID is signalled.
      const npm = spawn('npm', ['start'], {
        cwd: copy,
        detached: true,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(copy, 'data'),
          PIDS_FILE: pidsFile,
        },
      });
      leftovers.push(npm.pid);
      try {
        await until(() => answers(port), 30_000, 'the server to answer');
        const pids = JSON.parse(readFileSync(pidsFile, 'utf8'));
        leftovers.push(pids.server, pids.start);

        process.kill(npm.pid, signal);

        await until(async () => !(await answers(port)), 15_000, 'the port to stop answering');
        await until(
          () => !alive(pids.server) && !alive(pids.start),
          15_000,
          'start.mjs and the server to end',
        );
        // npm itself ends too (its exit is read here: a child not yet reaped still has a PID).
        await until(() => npm.exitCode !== null || npm.signalCode !== null, 15_000, 'npm to end');
      } finally {
        if (existsSync(copy)) rmSync(copy, { recursive: true, force: true });
      }
    });
  }
});
