// `npm start`: builds every app that is not built yet or whose sources changed since
// its build (see staleBuild.mjs), then serves the shell, the three remotes and the
// API from one Node process (http://localhost:8080, PORT overrides).
import { spawnSync, spawn } from 'node:child_process';
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
