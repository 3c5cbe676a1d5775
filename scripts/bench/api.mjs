// Part 5 of `npm run bench` (`node scripts/bench.mjs api`): the API under autocannon,
// on PGlite and on PostgreSQL, against the server as `npm start` runs it, beside a
// bare handler for /auth/me and the argon2id bound for sign-in.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { measureArgon2 } from './api/argon2.mjs';
import { buildFormerServer, FORMER_COMMIT, FORMER_ENV } from './api/former-server.mjs';
import { measure } from './api/load.mjs';
import { loadPostgresSupport } from './api/postgres.mjs';
import { cpuSeconds, residentMegabytes } from './api/process-stats.mjs';
import { startBareHandler } from './api/reference.mjs';
import { SERVER_MAIN, startServer } from './api/server.mjs';
import { apiTables } from './api/tables.mjs';

/** Every measured run lasts this long; each GET run is preceded by a short warm-up. */
export const RUN = {
  seconds: 10,
  warmUpSeconds: 2,
  /** Clients of the GET runs; sign-in is measured at the 16. */
  getConnections: 32,
  signInConnections: 16,
  /** Sign-ins rotate over this many accounts, so that none has more than one in flight. */
  accounts: 64,
};

/**
 * A measured run, with the CPU time the process `pid` spent per request: on a
 * shared machine throughput falls when other work takes the cores, the CPU time a
 * request costs much less, so both are printed.
 */
async function measureWithCpu(pid, options) {
  const before = cpuSeconds(pid);
  const result = await measure(options);
  const after = cpuSeconds(pid);
  const cpuMs =
    before === null || after === null ? null : ((after - before) * 1000) / Math.max(1, result.total);
  return { ...result, cpuMs };
}

/** A warm-up, then the measured run. */
async function warmedUp(pid, options) {
  await measure({ ...options, seconds: RUN.warmUpSeconds });
  return measureWithCpu(pid, { ...options, seconds: RUN.seconds });
}

/**
 * /auth/me of one build of the server on the data of the run before (PGlite's data
 * folder has one owner at a time, so each build has the database to itself).
 */
async function measureMe(main, env, dataDir, token) {
  const server = await startServer(env, { main, dataDir });
  try {
    return await warmedUp(server.pid, {
      url: `${server.url}/api/auth/me`,
      connections: RUN.getConnections,
      headers: { authorization: `Bearer ${token}` },
    });
  } finally {
    await server.stop();
  }
}

/**
 * Issue 12, item 3: /auth/me now also checks that the token's session is live. The
 * server as it was before (built from git) and as it is now answer /auth/me on the
 * same data with the same token (the former ignores its sid), alternately, so that
 * load from elsewhere on the machine falls on both alike: now, before, now, before.
 */
async function meBeforeAndAfter(label, env, dataDir, token, firstRun, formerMain, log) {
  const rounds = { current: [firstRun], former: [] };
  log(`${label}: GET /api/auth/me of the server before the session check`);
  rounds.former.push(await measureMe(formerMain, { ...env, ...FORMER_ENV }, dataDir, token));
  log(`${label}: GET /api/auth/me again, now`);
  rounds.current.push(await measureMe(SERVER_MAIN, env, dataDir, token));
  log(`${label}: GET /api/auth/me before the session check, again`);
  rounds.former.push(await measureMe(formerMain, { ...env, ...FORMER_ENV }, dataDir, token));
  return rounds;
}

/**
 * The portal's server on one database: health, /auth/me and sign-in, its memory,
 * /auth/me before and after the session check, then the bare handler on the same
 * data (after the server stopped: PGlite's data folder has one owner at a time).
 */
async function benchDatabase(label, env, log, formerMain, measured = () => {}) {
  const server = await startServer(env);
  const results = { rssAtStart: residentMegabytes(server.pid) };
  let token;
  try {
    log(`${label}: creating ${RUN.accounts} verified accounts…`);
    const accounts = await createVerifiedAccounts(server, RUN.accounts);
    ({ token } = await signIn(server, accounts[0]));

    log(`${label}: GET /api/health`);
    results.health = await warmedUp(server.pid, {
      url: `${server.url}/api/health`,
      connections: RUN.getConnections,
    });
    log(`${label}: GET /api/auth/me`);
    results.me = await warmedUp(server.pid, {
      url: `${server.url}/api/auth/me`,
      connections: RUN.getConnections,
      headers: { authorization: `Bearer ${token}` },
    });
    log(`${label}: POST /api/auth/login at concurrency ${RUN.signInConnections}`);
    let next = 0;
    results.signIn = await measureWithCpu(server.pid, {
      url: `${server.url}/api/auth/login`,
      connections: RUN.signInConnections,
      seconds: RUN.seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: () => JSON.stringify(accounts[(next += 1) % accounts.length]),
    });
    results.rssAfter = residentMegabytes(server.pid);
    for (const key of ['health', 'me', 'signIn']) measured(`${label} ${key}`, results[key]);
  } finally {
    await server.stop();
  }

  try {
    if (formerMain) {
      results.meRounds = await meBeforeAndAfter(
        label,
        env,
        server.dataDir,
        token,
        results.me,
        formerMain,
        log,
      );
    }
    log(`${label}: bare handler (Fastify + jose + one lookup by id)`);
    const bare = await startBareHandler({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.join(server.dataDir, 'pgdata'),
      jwtSecretFile: path.join(server.dataDir, 'jwt-secret'),
      token,
    });
    try {
      results.bare = await warmedUp(bare.pid, {
        url: bare.url,
        connections: RUN.getConnections,
        headers: { authorization: `Bearer ${token}` },
      });
      measured(`${label} bare handler`, results.bare);
    } finally {
      await bare.stop();
    }
  } finally {
    server.removeData();
  }
  return results;
}

/** `use(url)` on a throwaway PostgreSQL cluster; null (logged) when PostgreSQL is not installed. */
async function withPostgres(log, use) {
  const { findPostgresBinaries, startThrowawayPostgres } = await loadPostgresSupport();
  if (!findPostgresBinaries()) {
    log('PostgreSQL binaries not found: the PostgreSQL rows are skipped');
    return null;
  }
  const cluster = await startThrowawayPostgres();
  // If the benchmark is stopped (its deadline), the cluster must not outlive it.
  const destroyNow = () => cluster.destroyNow();
  process.once('exit', destroyNow);
  try {
    return await use(cluster.url);
  } finally {
    process.off('exit', destroyNow);
    await cluster.destroy();
  }
}

/** @param {{ log: (line: string) => void }} context */
export async function runApi({ log, measured = () => {} }) {
  const loadBefore = loadavg();
  log('timing argon2id verifies with the server parameters…');
  const argon2 = await measureArgon2();
  const formerMain = await buildFormerServer(log);
  const runs = [['PGlite', await benchDatabase('PGlite', {}, log, formerMain, measured)]];
  const postgres = await withPostgres(log, (url) =>
    benchDatabase('PostgreSQL', { DATABASE_URL: url }, log, formerMain, measured),
  );
  if (postgres) runs.push(['PostgreSQL', postgres]);
  return apiTables(
    runs,
    argon2,
    RUN,
    {
      before: loadBefore,
      after: loadavg(),
      cores: availableParallelism(),
    },
    FORMER_COMMIT,
  );
}
