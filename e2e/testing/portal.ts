import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layMigratedDatabase } from '@portal/server/testing';

export const REPO_DIR = path.resolve(__dirname, '../..');

export interface RunningPortal {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** The server process's id (its memory can be read from /proc). */
  pid: number;
  /** Ends the server at once with SIGKILL, as a crash would; the data folder stays. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built portal as `npm start` serves it (server/dist/main.js) on a free
 * loopback port with a fresh data folder, or on the DATA_DIR given (which stop()
 * leaves in place, for a restart on the same data). The builds must exist (`npm run build`).
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  // A DATA_DIR given by the caller is theirs (a restart on the same data); a fresh one is ours.
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // On PGlite, a data folder without a database gets a migrated, empty one copied in: the
  // portal's start then only checks the migrations instead of creating the database (seconds
  // per start, dozens of starts). A folder with a database (a restart) is left as it is.
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL)) await layMigratedDatabase(dataDir);
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_DIR, 'server/dist/main.js')], {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  // A loaded machine (CI or a shared one) may need longer than 30 s for a cold start:
  // E2E_START_MS, or E2E_START_SECONDS / E2E_PORTAL_START_MS (read too).
  const startMs = Number(
    process.env.E2E_START_MS ??
      process.env.E2E_PORTAL_START_MS ??
      (process.env.E2E_START_SECONDS ? Number(process.env.E2E_START_SECONDS) * 1000 : 30_000),
  );
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) {
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`portal exited early:\n${logs.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed test: it would hold its port and memory.
      child.kill('SIGKILL');
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`portal did not start in ${startMs / 1000} s:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    dataDir,
    logs,
    pid: child.pid ?? 0,
    kill: async () => {
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // SIGKILL after 5 s, as postgres.ts bounds its programs; the bound is cleared once the
        // server exits (a pending timer kept the test file's process, and its slot, for 5 s).
        const bound = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(bound);
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
