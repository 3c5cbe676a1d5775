// Type-checks every workspace with its own tsconfig (browser packages and the
// server need different libs, so one program for the whole repo would not fit).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
let failed = 0;
for (const ws of workspaces) {
  const r = spawnSync('npx', ['tsc', '--noEmit', '-p', `${ws}/tsconfig.json`], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed += 1;
    console.error(`typecheck failed in ${ws}`);
  }
}
process.exit(failed ? 1 : 0);
