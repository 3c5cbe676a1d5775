// Runs commands at the same time and prints each one's output in one block when it ends,
// so that two reports never interleave. ESLint lints on one thread; the typecheck runs two
// tsc at a time; side by side they keep CI's two cores busy where one after the other
// left one idle for most of the lint.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[] }[]} commands
 * @param {{ write?: (text: string) => void }} [options]
 * @returns {Promise<string[]>} the names of the commands that failed (none: all passed)
 */
export async function runSideBySide(commands, { write = (text) => process.stdout.write(text) } = {}) {
  const results = await Promise.all(
    commands.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          const end = (ok, extra = '') => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            write(`\n--- ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n${output}${extra}`);
            resolve({ name, ok });
          };
          child.on('error', (error) => end(false, `${error.message}\n`));
          child.on('close', (code) => end(code === 0));
        }),
    ),
  );
  return results.filter(({ ok }) => !ok).map(({ name }) => name);
}
