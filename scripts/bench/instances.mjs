// Part 10 of `npm run bench` (`node scripts/bench.mjs instances`): the API load of the
// browser suite's load test (/auth/me calls and sign-ins, issue 6) against one instance of
// the server and against two on the same PostgreSQL, side by side (issue 24, point 2).
// The two instances share a DATA_DIR (its JWT secret: one signs every token) and are
// loaded by two autocannon runs at once, each with half the clients.
import { availableParallelism, loadavg } from 'node:os';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { measure } from './api/load.mjs';
import { loadPostgresSupport } from './api/postgres.mjs';
import { startServer } from './api/server.mjs';

const RUN = { seconds: 10, warmUpSeconds: 2, meConnections: 32, signInConnections: 8, accounts: 32 };

/** Both runs' figures as one: requests a second add up; the p99 is the worse of the two. */
const combined = (results) => ({
  rps: results.reduce((sum, result) => sum + result.rps, 0),
  p99: Math.max(...results.map((result) => result.p99)),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
  total: results.reduce((sum, result) => sum + result.total, 0),
});

/** The same load spread over `servers`: each takes an equal share of the clients, at the same time. */
async function loadOn(servers, { path, connections, method, headers, body }) {
  const share = (options) =>
    Promise.all(
      servers.map((server) =>
        measure({
          url: `${server.url}${path}`,
          connections: Math.max(1, Math.round(connections / servers.length)),
          method,
          headers,
          body,
          ...options,
        }),
      ),
    );
  await share({ seconds: RUN.warmUpSeconds });
  return combined(await share({ seconds: RUN.seconds }));
}

/** /auth/me and sign-in on `servers`, measured one after the other. */
async function measureMix(servers, token, accounts) {
  const me = await loadOn(servers, {
    path: '/api/auth/me',
    connections: RUN.meConnections,
    headers: { authorization: `Bearer ${token}` },
  });
  let next = 0;
  const signIn = await loadOn(servers, {
    path: '/api/auth/login',
    connections: RUN.signInConnections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify(accounts[(next += 1) % accounts.length]),
  });
  return { me, signIn };
}

/** @param {{ log: (line: string) => void }} context */
export async function runInstances({ log }) {
  const { findPostgresBinaries, startThrowawayPostgres } = await loadPostgresSupport();
  if (!findPostgresBinaries()) {
    log('PostgreSQL binaries not found: part skipped');
    return [];
  }
  const loadBefore = loadavg();
  const cluster = await startThrowawayPostgres();
  const destroyNow = () => cluster.destroyNow();
  process.once('exit', destroyNow);
  // One folder for both: with DATABASE_URL the server refuses local files unless told the
  // folder is shared, which it is here.
  const env = { DATABASE_URL: cluster.url, FILES_SHARED: 'true' };
  const first = await startServer(env);
  let second;
  try {
    log(`creating ${RUN.accounts} verified accounts…`);
    const accounts = await createVerifiedAccounts(first, RUN.accounts);
    const { token } = await signIn(first, accounts[0]);
    log('one instance: /auth/me, then sign-in');
    const one = await measureMix([first], token, accounts);
    second = await startServer(env, { dataDir: first.dataDir });
    log('two instances: /auth/me, then sign-in');
    const two = await measureMix([first, second], token, accounts);
    const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
    return [
      {
        title: `One instance and two on one PostgreSQL (${RUN.seconds} s runs; /auth/me at ${RUN.meConnections} clients, sign-in at ${RUN.signInConnections})`,
        columns: ['route', 'instances', 'req/s', 'p99 ms', 'errors', 'req/s vs one'],
        rows: [
          ['GET /api/auth/me', 1, Math.round(one.me.rps), one.me.p99, one.me.errors, '1.00×'],
          [
            'GET /api/auth/me',
            2,
            Math.round(two.me.rps),
            two.me.p99,
            two.me.errors,
            ratio(two.me.rps, one.me.rps),
          ],
          ['POST /api/auth/login', 1, Math.round(one.signIn.rps), one.signIn.p99, one.signIn.errors, '1.00×'],
          [
            'POST /api/auth/login',
            2,
            Math.round(two.signIn.rps),
            two.signIn.p99,
            two.signIn.errors,
            ratio(two.signIn.rps, one.signIn.rps),
          ],
        ],
        notes: [
          `${availableParallelism()} cores shared by the load generator, the instances and PostgreSQL: a second instance cannot double throughput here.`,
          `Load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}.`,
          'With two instances the p99 is the worse of the two runs.',
        ],
      },
    ];
  } finally {
    await second?.stop();
    await first.stop();
    first.removeData();
    process.off('exit', destroyNow);
    await cluster.destroy();
  }
}
