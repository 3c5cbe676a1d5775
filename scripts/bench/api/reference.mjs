// Starts bare-handler.mjs (the reference for /auth/me) as its own process, on the
// data the portal's server just used, and stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, REPO_DIR } from './server.mjs';

const HANDLER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-handler.mjs');

/**
 * @param {{ databaseUrl?: string, pgliteDir?: string, jwtSecretFile: string, token: string }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startBareHandler({ databaseUrl, pgliteDir, jwtSecretFile, token }) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [HANDLER], {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      JWT_SECRET_FILE: jwtSecretFile,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/me`;
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare handler exited:\n${output}`);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    if (answer?.ok) break;
    if (answer && answer.status !== 401) throw new Error(`bare handler answered ${answer.status}`);
    if (answer?.status === 401 || Date.now() > deadline) {
      await stop();
      throw new Error(`bare handler ${answer ? 'refused the token' : 'did not start'}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid ?? 0, stop };
}
