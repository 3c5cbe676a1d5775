// Type-checks every workspace: one tsc per program of scripts/typecheckPrograms.mjs (the
// browser workspaces share programs; the server and e2e need other libs), two at a time:
// each tsc waits on the disk part of its time, and CI runs on two cores.
import { spawn } from 'node:child_process';
import { PROGRAMS, coverageProblems, root } from './typecheckPrograms.mjs';

const AT_ONCE = 2;

/** Runs tsc on one program; resolves with its output and whether it passed. */
function typecheck({ config }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', config], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ output, ok: code === 0 }));
  });
}

let failed = 0;
for (const problem of coverageProblems()) {
  console.error(problem);
  failed += 1;
}
const queue = [...PROGRAMS];
async function worker() {
  for (let program = queue.shift(); program; program = queue.shift()) {
    const { output, ok } = await typecheck(program);
    // Each program's errors printed together, not interleaved with another's.
    if (output) process.stdout.write(output);
    if (!ok) {
      failed += 1;
      console.error(`typecheck failed in ${program.workspaces.join(', ')} (${program.config})`);
    }
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, worker));
process.exit(failed ? 1 : 0);
