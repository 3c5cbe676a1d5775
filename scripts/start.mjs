// `npm start`: builds whatever is not built yet, then serves the shell, the three
// remotes and the API from one Node process (http://localhost:8080, PORT overrides).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  ['remotes/public-site', 'dist/mf-manifest.json'],
  ['remotes/customer', 'dist/mf-manifest.json'],
  ['remotes/admin', 'dist/mf-manifest.json'],
  ['shell', 'dist/index.html'],
  ['server', 'dist/main.js'],
];

for (const [workspace, output] of outputs) {
  if (existsSync(path.join(root, workspace, output))) continue;
  console.log(`Building ${workspace} (no ${output} yet)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
