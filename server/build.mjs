// Bundles the server into dist/main.js. The workspace packages (@portal/*) are
// TypeScript sources, so they are bundled in; registry packages stay external and
// load from node_modules as usual.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'info',
});
