// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm installs
// drizzle-orm under server/node_modules but drizzle-kit at the root, where
// drizzle-kit's own imports of drizzle-orm would not find it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

// ES module imports ignore NODE_PATH, so they get a resolve hook as well.
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(path.join(serverDir, 'package.json')).href)} });
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(hook)}`,
)});`;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(register)}`, bin, ...process.argv.slice(2)],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: path.join(serverDir, 'node_modules') },
  },
);
process.exit(result.status ?? 1);
