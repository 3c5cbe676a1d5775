import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './portal';

/** A PostgreSQL server of its own for one test or benchmark, in a temporary folder. */
export interface ThrowawayPostgres {
  /** What to give the portal as DATABASE_URL (database `portal`, trust authentication). */
  url: string;
  port: number;
  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash (recovery on start). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** Starts it again on the same data and port; resolves once it accepts connections. */
  start: () => Promise<void>;
  /**
   * Freezes every process of the server (SIGSTOP), as a hung host or a network
   * partition looks to its clients: connections stay open and nothing answers.
   */
  pause: () => void;
  /** Lets a paused server run on (SIGCONT). */
  resume: () => void;
  /** The server's own log, for failure messages. */
  log: () => string;
  /** Stops the server if it runs and deletes its folder. */
  destroy: () => Promise<void>;
  /** The same, synchronously: for a process that is exiting and cannot wait. */
  destroyNow: () => void;
}

/**
 * The folder with initdb and pg_ctl: POSTGRES_BIN_DIR, or the newest Debian
 * installation under /usr/lib/postgresql. Null when PostgreSQL is not installed.
 */
export function findPostgresBinaries(): string | null {
  const candidates = process.env.POSTGRES_BIN_DIR
    ? [process.env.POSTGRES_BIN_DIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ??
    null
  );
}

interface Runner {
  /** Runs a PostgreSQL program as a user it accepts (initdb and pg_ctl refuse root). */
  run: (program: string, args: string[], timeoutMs: number) => Promise<void>;
  runNow: (program: string, args: string[], timeoutMs: number) => void;
  /** Gives the folder to that user. */
  own: (dir: string) => void;
}

function runnerFor(binDir: string): Runner {
  const asRoot = process.getuid?.() === 0;
  const postgresIds = () => {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres user to run as');
    return { uid, gid };
  };
  return {
    own: (dir) => {
      if (!asRoot) return;
      const { uid, gid } = postgresIds();
      chownSync(dir, uid, gid);
    },
    runNow: (program, args, timeoutMs) => {
      const file = path.join(binDir, program);
      if (asRoot)
        spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], {
          stdio: 'ignore',
          timeout: timeoutMs,
        });
      else spawnSync(file, args, { stdio: 'ignore', timeout: timeoutMs });
    },
    run: (program, args, timeoutMs) =>
      new Promise((resolve, reject) => {
        const file = path.join(binDir, program);
        const child = asRoot
          ? spawn('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
          : spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.once('error', reject);
        // 'exit', not 'close': the server pg_ctl starts must not hold the call open.
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          if (code === 0) resolve();
          else reject(new Error(`${program} ${args.join(' ')} failed (${code ?? signal}):\n${output}`));
        });
      }),
  };
}

/** The postmaster and its children (backends, checkpointer, …), by process id. */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    .toString()
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // ended meanwhile
    }
  }
}

async function createDatabase(port: number, name: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * initdb in a temporary folder, then a server on a free loopback port with trust
 * authentication and its socket in that folder, so it disturbs no other cluster.
 * `settings` are extra server settings (`-c name=value`).
 */
export async function startThrowawayPostgres(
  settings: Record<string, string> = {},
): Promise<ThrowawayPostgres> {
  const binDir = findPostgresBinaries();
  if (!binDir) throw new Error('PostgreSQL binaries not found (set POSTGRES_BIN_DIR)');
  const runner = runnerFor(binDir);
  const root = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  runner.own(root);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();
  const options = Object.entries({
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: root,
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

  let running = false;
  let paused: number[] = [];
  const start = async () => {
    await runner.run(
      'pg_ctl',
      ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'],
      70_000,
    );
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await runner.run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'], 70_000);
    running = false;
  };
  const resume = () => {
    signalAll(paused, 'SIGCONT');
    paused = [];
  };
  const destroy = async () => {
    resume();
    if (running) await stop('immediate').catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };

  try {
    await runner.run(
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      120_000,
    );
    await start();
    await createDatabase(port, 'portal');
  } catch (error) {
    await destroy();
    throw error;
  }

  const destroyNow = () => {
    signalAll(paused, 'SIGCONT');
    if (running) runner.runNow('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], 30_000);
    running = false;
    rmSync(root, { recursive: true, force: true });
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    port,
    start,
    stop,
    pause: () => {
      paused = serverProcesses(dataDir);
      signalAll(paused, 'SIGSTOP');
    },
    resume,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy,
    destroyNow,
  };
}
