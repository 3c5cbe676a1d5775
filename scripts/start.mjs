// `npm start`: builds every app that is not built yet or whose sources changed since
// its build (see staleBuild.mjs), then serves the shell, the three remotes and the
// API from one Node process (http://localhost:8080, PORT overrides).
import { spawnSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, markBuilt, staleReason } from './staleBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const build of BUILDS) {
  const reason = staleReason(build, root);
  if (!reason) continue;
  console.log(`Building ${build.workspace} (${reason})…`);
  const started = Date.now();
  const args = ['run', 'build', '--silent', '-w', build.workspace, '--', ...build.quietArgs];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(build, root);
  console.log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0)),
);

/**
 * Stops the server (it finishes its requests and exits, lifecycle plugin); one that has not
 * ended a while after its own grace period is killed, so nothing is left answering.
 */
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS) || 10;
  setTimeout(() => server.kill('SIGKILL'), (graceSeconds + 5) * 1000).unref();
}

// Issue 32: a process manager signals `npm start`'s PID. npm and the `sh` it runs this under
// may end without passing the signal on, which left this script and the server answering,
// re-parented to PID 1. So the signals are passed on, and a parent that is gone (this process
// re-parented) stops the server too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();
