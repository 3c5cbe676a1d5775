// Part 11 of `npm run bench` (`node scripts/bench.mjs teams`): what businesses and teams
// (issue 21, commit d8f4497) cost the two reads every screen makes, GET /api/auth/me and
// the first page of GET /api/payments. The goal: each keeps at least 0.9× its throughput
// of the server before the change (the role check must not cost a query more). The server
// of d8f4497^ is built from git (api/former-server.mjs) and the current build answers
// beside it, alternately (before, now, before, now), so that load from elsewhere on the
// machine falls on both alike. Each build has a database of its own with the same data
// (PGlite's data folder has one owner at a time, and the new migration changes the
// schema): one verified customer signed up through the API, then 50 payment requests
// written with SQL valid for both schemas (the new one fills created_by by trigger).
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { buildFormerServer, FORMER_ENV } from './api/former-server.mjs';
import { measure } from './api/load.mjs';
import { cpuSeconds } from './api/process-stats.mjs';
import { SERVER_MAIN, startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { openPgliteHandle, openPostgresHandle, withPostgres } from './data/databases.mjs';
import { ensureServerBuilt } from './data.mjs';
import { quantile } from './support/latency.mjs';

/** The teams change; its parent is "before". */
export const TEAMS_COMMIT = 'd8f4497';
export const TEAMS = {
  payments: 50,
  seconds: 10,
  warmUpSeconds: 2,
  connections: 32,
  /** Rounds of (before, now); each round measures both routes on each build. */
  rounds: 2,
  goal: 0.9,
};

/** The requests, newest first a minute apart, pending with no funding deadline (nothing expires meanwhile). */
const SEED_PAYMENTS = `insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code,
    account_number, foreign_amount, foreign_currency, exchange_rate, local_amount, status, created_at)
  select $1, 'Supplier ' || g, 'Deutsche Bank', 'DEUTDEFF', lpad((g * 7919)::text, 10, '0'),
    v.amount, v.currency, v.rate, round(v.amount * v.rate, 2), 'pending', now() - g * interval '1 minute'
  from generate_series(1, ${TEAMS.payments}) g
  cross join lateral (select (100 + g * 37)::numeric(20, 2) as amount,
    (array['USD', 'EUR', 'GBP'])[g % 3 + 1] as currency,
    (array[410.5, 483, 547])[g % 3 + 1]::numeric(20, 8) as rate) v`;

/**
 * The first page's query in the shape each build sends (every column, the cursor's time; now
 * also the maker's name by a left join to users), timed in process on the new schema's data.
 */
const LIST_SQL = {
  before: `select p.*, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    from payment_requests p where p.user_id = $1 order by p.created_at desc, p.id desc limit 21`,
  now: `select p.*, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), u.name
    from payment_requests p left join users u on u.id = p.created_by
    where p.user_id = $1 order by p.created_at desc, p.id desc limit 21`,
};

/** Each shape 50 times to warm up, then 400 times alternately; p50 of each, and the plan of the join. */
async function timeListQueries(handle, userId, log, name) {
  const samples = { before: [], now: [] };
  for (let run = 0; run < 450; run += 1) {
    for (const shape of ['before', 'now']) {
      const started = performance.now();
      await handle.query(LIST_SQL[shape], [userId]);
      if (run >= 50) samples[shape].push(performance.now() - started);
    }
  }
  const plan = await handle.query(`explain (analyze, costs off, timing off, summary off) ${LIST_SQL.now}`, [
    userId,
  ]);
  log(
    `${name}: plan of the list with the maker's name:\n    ${plan.map((row) => Object.values(row)[0]).join('\n    ')}`,
  );
  const p50 = (shape) =>
    quantile(
      samples[shape].sort((a, b) => a - b),
      0.5,
    );
  return { before: p50('before'), now: p50('now') };
}

const ROUTES = [
  { key: 'me', label: 'GET /api/auth/me', path: '/api/auth/me' },
  { key: 'payments', label: 'GET /api/payments (first page)', path: '/api/payments' },
];

/**
 * One build's database: a customer signed up and verified through the API, then the
 * requests written with SQL while the server is stopped.
 * @returns {Promise<{ main: string, env: Record<string, string>, dataDir: string, account: { email: string, password: string }, removeData: () => void, queryAlone: { before: number, now: number } | null }>}
 */
async function prepareSide(main, env, openHandle, log, name, timeQueries = false) {
  const server = await startServer(env, { main });
  let account;
  try {
    [account] = await createVerifiedAccounts(server, 1);
  } finally {
    await server.stop();
  }
  const handle = await openHandle(server.dataDir);
  let queryAlone = null;
  try {
    const [user] = await handle.query('select id from users where email = $1', [account.email]);
    await handle.query(SEED_PAYMENTS, [user.id]);
    await handle.query('analyze payment_requests');
    await handle.query('analyze users');
    const [{ count }] = await handle.query(
      'select count(*)::int as count from payment_requests where user_id = $1',
      [user.id],
    );
    log(`${name}: a verified customer with ${count} payment requests`);
    if (timeQueries) queryAlone = await timeListQueries(handle, user.id, log, name);
  } finally {
    await handle.close();
  }
  return { main, env, dataDir: server.dataDir, account, removeData: server.removeData, queryAlone };
}

async function getOk(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json().catch(() => null);
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** One build started on its own data, both routes measured (warm-up first), then stopped. */
async function measureSide(side) {
  const server = await startServer(side.env, { main: side.main, dataDir: side.dataDir });
  return stoppedAfter(
    () => server.stop(),
    async () => {
      const { token } = await signIn(server, side.account);
      const page = await getOk(`${server.url}/api/payments`, token);
      const shown = page?.data?.payments?.length ?? 0;
      if (shown < 10) throw new Error(`the first page shows ${shown} payment requests`);
      // Only the server with teams names each request's maker: a check that the builds are the right ones.
      if ((side.main === SERVER_MAIN) !== 'madeBy' in page.data.payments[0]) {
        throw new Error(
          `${side.main}: madeBy ${side.main === SERVER_MAIN ? 'missing' : 'present'} in the list`,
        );
      }
      const results = { shown };
      for (const route of ROUTES) {
        const options = {
          url: `${server.url}${route.path}`,
          connections: TEAMS.connections,
          headers: { authorization: `Bearer ${token}` },
        };
        await measure({ ...options, seconds: TEAMS.warmUpSeconds });
        const cpuBefore = cpuSeconds(server.pid);
        const result = await measure({ ...options, seconds: TEAMS.seconds });
        const cpuAfter = cpuSeconds(server.pid);
        const cpuMs =
          cpuBefore === null || cpuAfter === null
            ? null
            : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.total);
        results[route.key] = { ...result, cpuMs };
      }
      return results;
    },
  );
}

/** Before and now on one database kind, alternately; their data folders removed after. */
async function benchDatabase(label, sides, log) {
  const rounds = { before: [], now: [] };
  try {
    for (let round = 1; round <= TEAMS.rounds; round += 1) {
      for (const which of ['before', 'now']) {
        log(`${label}: round ${round}, ${which}`);
        rounds[which].push(await measureSide(sides[which]));
      }
    }
  } finally {
    sides.before.removeData();
    sides.now.removeData();
  }
  return { rounds, queryAlone: sides.now.queryAlone };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const mean = (values) => sum(values) / values.length;

function rowsOf(label, { rounds, queryAlone }) {
  return ROUTES.flatMap((route) => {
    const of = (which) => rounds[which].map((round) => round[route.key]);
    const rps = { before: mean(of('before').map((r) => r.rps)), now: mean(of('now').map((r) => r.rps)) };
    const ratio = rps.now / rps.before;
    const cell = (which) =>
      `${of(which)
        .map((r) => Math.round(r.rps).toLocaleString('en-US'))
        .join(', ')} / ${of(which)
        .map((r) => r.p99)
        .join(', ')} ms`;
    const errors = sum([...of('before'), ...of('now')].map((r) => r.errors));
    const cpu = (which) => {
      const values = of(which).map((r) => r.cpuMs);
      return values.includes(null) ? null : mean(values);
    };
    const cpuCell =
      cpu('before') === null || cpu('now') === null
        ? 'n/a'
        : `${cpu('before').toFixed(2)} → ${cpu('now').toFixed(2)} ms (${(cpu('now') / cpu('before')).toFixed(2)}×)`;
    const queryCell =
      route.key === 'payments' && queryAlone
        ? `${queryAlone.before.toFixed(2)} → ${queryAlone.now.toFixed(2)} ms`
        : '–';
    return [
      [
        label,
        route.label,
        cell('before'),
        cell('now'),
        Math.round(rps.before),
        Math.round(rps.now),
        `${ratio.toFixed(2)}×`,
        ratio >= TEAMS.goal ? 'met' : 'MISSED',
        cpuCell,
        queryCell,
        errors,
      ],
    ];
  });
}

/** @param {{ log: (line: string) => void }} context */
export async function runTeams({ log }) {
  ensureServerBuilt(log);
  const formerMain = await buildFormerServer(log, {
    commit: `${TEAMS_COMMIT}^`,
    before: 'businesses and teams',
  });
  if (!formerMain) return [];
  const loadBefore = loadavg();
  const formerEnv = FORMER_ENV;
  const runs = [];

  {
    const pglite = (dataDir) => openPgliteHandle(path.join(dataDir, 'pgdata'));
    const sides = {
      before: await prepareSide(formerMain, formerEnv, pglite, log, 'PGlite before'),
      now: await prepareSide(SERVER_MAIN, {}, pglite, log, 'PGlite now', true),
    };
    runs.push(['PGlite', await benchDatabase('PGlite', sides, log)]);
  }

  // A PostgreSQL failure is logged, not thrown, so that the PGlite rows still print.
  const postgres = await withPostgres(log, async (cluster) => {
    const admin = await openPostgresHandle(cluster.url);
    try {
      for (const name of ['teams_before', 'teams_now']) await admin.query(`create database ${name}`);
    } finally {
      await admin.close();
    }
    const urlOf = (name) => cluster.url.replace(/\/[^/]+$/, `/${name}`);
    // The current server refuses DATABASE_URL with files on its local disk unless told they are shared.
    const shared = { FILES_SHARED: 'true' };
    const handleOf = (url) => () => openPostgresHandle(url);
    const sides = {
      before: await prepareSide(
        formerMain,
        { ...formerEnv, ...shared, DATABASE_URL: urlOf('teams_before') },
        handleOf(urlOf('teams_before')),
        log,
        'PostgreSQL before',
      ),
      now: await prepareSide(
        SERVER_MAIN,
        { ...shared, DATABASE_URL: urlOf('teams_now') },
        handleOf(urlOf('teams_now')),
        log,
        'PostgreSQL now',
        true,
      ),
    };
    return benchDatabase('PostgreSQL', sides, log);
  }).catch((error) => {
    log(`PostgreSQL rows skipped: ${error instanceof Error ? error.message : error}`);
    return null;
  });
  if (postgres) runs.push(['PostgreSQL', postgres]);

  return [
    {
      title: `Teams (issue 21): before ${TEAMS_COMMIT}^ and now, alternately (${TEAMS.connections} connections, ${TEAMS.seconds} s a run after ${TEAMS.warmUpSeconds} s of warm-up)`,
      columns: [
        'Database',
        'Request',
        'Before req/s / p99 (each round)',
        'Now req/s / p99 (each round)',
        'Before req/s',
        'Now req/s',
        'Now ÷ before',
        `≥ ${TEAMS.goal}×`,
        'Server CPU ms/req before → now',
        'List query alone p50 before → now',
        'Errors',
      ],
      rows: runs.flatMap(([label, rounds]) => rowsOf(label, rounds)),
      notes: [
        `One verified customer with ${TEAMS.payments} payment requests (pending, written with SQL) on each build's own database; the payment list's first page is its default size.`,
        "Order: before, now, before, now; req/s and CPU columns are the means of the rounds. Server CPU: user + system time of the server process per request answered (on PostgreSQL the database's own CPU is not in it), the figure a shared machine disturbs least.",
        "List query alone: the first page's query without and with the left join to users for the maker's name, in process on the new schema's data (the server's SQL shape, not its exact text), 400 times each alternately.",
        `Load average (1 min) before and after: ${loadBefore[0].toFixed(1)}, ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
      ],
    },
  ];
}
