// Type-checks every workspace with its own tsconfig (browser packages and the
// server need different libs, so one program for the whole repo would not fit), two
// at a time: each tsc waits on the disk part of its time, and CI runs on two cores.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const AT_ONCE = 2;

/** Runs tsc on one workspace; resolves with its output and whether it passed. */
function typecheck(ws) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', `${ws}/tsconfig.json`]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ws, output, ok: code === 0 }));
  });
}

const queue = [...workspaces];
let failed = 0;
async function worker() {
  for (let ws = queue.shift(); ws; ws = queue.shift()) {
    const { output, ok } = await typecheck(ws);
    // Each workspace's errors printed together, not interleaved with another's.
    if (output) process.stdout.write(output);
    if (!ok) {
      failed += 1;
      console.error(`typecheck failed in ${ws}`);
    }
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, worker));
process.exit(failed ? 1 : 0);
