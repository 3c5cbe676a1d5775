// Starts bare-receiver.mjs as its own process (like the portal's server) and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../api/server.mjs';

const RECEIVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-receiver.mjs');

/** @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>} */
export async function startBareReceiver() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-receiver-'));
  const child = spawn(process.execPath, [RECEIVER], {
    env: { ...process.env, PORT: String(port), RECEIVE_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('the bare receiver exited before it listened')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      process.off('exit', killNow);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
