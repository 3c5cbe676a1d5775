// The API part's figures as tables (scripts/bench/support/table.mjs prints them),
// with each goal of issue 6, item 5, judged.

const GOALS = { signInOfBound: 0.9, meOfBare: 0.8, meOfFormer: 0.8 };

const fixed = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
// Rounded down, so that a ratio shown as the goal has met it.
const percent = (ratio) => `${Math.floor(ratio * 100)}%`;
const verdict = (ratio, goal) => `${ratio >= goal ? 'met' : 'missed'} (≥ ${percent(goal)})`;

/**
 * @param {[string, object][]} runs  per database: health, me, bare, signIn (measure() results) and rss
 * @param {{ verifyMs: number, cpuMs: number, parallelMs: number, cores: number, limitPerSecond: number }} argon2
 * @param {{ seconds: number, warmUpSeconds: number, getConnections: number, signInConnections: number, accounts: number }} run
 * @param {{ before: number[], after: number[], cores: number }} load  the machine's load averages around the run
 * @param {string} formerCommit  the build /auth/me is compared with (runs without meRounds skip the table)
 */
export function apiTables(runs, argon2, run, load, formerCommit) {
  const row = (database, what, connections, result) => [
    database,
    what,
    connections,
    Math.round(result.rps),
    fixed(result.p50),
    fixed(result.p99),
    result.errors,
    fixed(result.cpuMs, 3),
  ];
  const throughput = {
    title: `API under autocannon (${run.seconds} s a run; GET runs after a ${run.warmUpSeconds} s warm-up)`,
    columns: [
      'Database',
      'Request',
      'Connections',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Errors',
      'Server CPU ms/req',
    ],
    rows: runs.flatMap(([database, r]) => [
      row(database, 'GET /api/health', run.getConnections, r.health),
      row(database, 'GET /api/auth/me', run.getConnections, r.me),
      row(database, 'bare handler (reference for /auth/me)', run.getConnections, r.bare),
      row(database, 'POST /api/auth/login', run.signInConnections, r.signIn),
    ]),
    notes: [
      'Bare handler: Fastify without plugins or logging, a jose HS256 verify and one select of the user by ' +
        'primary key on the same data, nothing else (scripts/bench/api/bare-handler.mjs).',
      'Errors: connection errors, timeouts and non-2xx answers together. Server CPU: user + system time of the ' +
        'server process (all threads, argon2 included) per request answered.',
      `Sign-ins rotate over ${run.accounts} verified accounts. Successes do not count against the account's ` +
        'limits (5 failures per 15 min from one client, 20 an hour from all), but a sign-in in flight counts ' +
        'until its password is checked, so one account at concurrency 16 would be refused. The per-IP backstop (300 failures an hour) counts the same ' +
        'way; every request here comes from 127.0.0.1 and none fails, so it never triggers.',
    ],
  };

  const signInBound = {
    title: 'Sign-in against its argon2id bound',
    columns: ['Database', 'Hash-bound limit', 'Sign-in', 'Of the bound', 'Goal', 'Hash CPU of sign-in CPU'],
    rows: runs.map(([database, r]) => [
      database,
      `${fixed(argon2.limitPerSecond)}/s`,
      `${fixed(r.signIn.rps)}/s`,
      percent(r.signIn.rps / argon2.limitPerSecond),
      verdict(r.signIn.rps / argon2.limitPerSecond, GOALS.signInOfBound),
      r.signIn.cpuMs ? percent(argon2.cpuMs / r.signIn.cpuMs) : 'n/a',
    ]),
    notes: [
      `argon2id verify (server parameters: 19 MiB, 2 passes, 1 lane), one at a time: ${fixed(argon2.verifyMs)} ms ` +
        `(median of 15), ${fixed(argon2.cpuMs)} ms of CPU; ${argon2.cores} at once: ${fixed(argon2.parallelMs)} ms each.`,
      `Hash-bound limit = ${argon2.cores} cores ÷ one verify's time. "Hash CPU of sign-in CPU": one verify's CPU ` +
        "time over the server's CPU time per sign-in, the share an idle machine would reach.",
    ],
  };

  const meAgainstBare = {
    title: '/auth/me against the bare handler; memory',
    columns: [
      'Database',
      '/auth/me',
      'Bare handler',
      'Ratio',
      'Goal',
      'CPU ratio',
      'RSS at start',
      'RSS after',
    ],
    rows: runs.map(([database, r]) => {
      const ratio = r.me.rps / r.bare.rps;
      return [
        database,
        `${Math.round(r.me.rps)}/s`,
        `${Math.round(r.bare.rps)}/s`,
        percent(ratio),
        verdict(ratio, GOALS.meOfBare),
        r.me.cpuMs && r.bare.cpuMs ? percent(r.bare.cpuMs / r.me.cpuMs) : 'n/a',
        r.rssAtStart === null ? 'n/a' : `${Math.round(r.rssAtStart)} MB`,
        r.rssAfter === null ? 'n/a' : `${Math.round(r.rssAfter)} MB`,
      ];
    }),
    notes: [
      "CPU ratio: the bare handler's CPU time per request over /auth/me's (what the ratio would be with the " +
        'cores to themselves).',
      'RSS: resident memory of the server process, after start and after all its runs (PGlite runs PostgreSQL ' +
        'inside the process, compiled to WebAssembly).',
      `Machine: ${load.cores} cores, load average (1 min) ${fixed(load.before[0], 2)} before the part and ` +
        `${fixed(load.after[0], 2)} after it: other work shared the cores, which lowers every req/s above.`,
      `Errors in all runs: ${runs.map(([database, r]) => `${database} ${r.health.errors + r.me.errors + r.signIn.errors + r.bare.errors}`).join(', ')}.`,
    ],
  };
  const tables = [throughput, signInBound, meAgainstBare];
  const compared = runs.filter(([, r]) => r.meRounds);
  if (compared.length) tables.push(meBeforeAfter(compared, formerCommit));
  return tables;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Issue 12, item 3: /auth/me with the session check against the server before it. */
function meBeforeAfter(runs, formerCommit) {
  return {
    title: '/auth/me before and after the session check (issue 12, item 3)',
    columns: [
      'Database',
      'Now (2 runs)',
      'Before (2 runs)',
      'Ratio',
      'Goal',
      'CPU ms/req now',
      'CPU ms/req before',
      'CPU ratio',
    ],
    rows: runs.map(([database, r]) => {
      const now = r.meRounds.current.map((result) => result.rps);
      const before = r.meRounds.former.map((result) => result.rps);
      const ratio = mean(now) / mean(before);
      const cpu = (results) => {
        const values = results.map((result) => result.cpuMs).filter((value) => value !== null);
        return values.length ? mean(values) : null;
      };
      const cpuNow = cpu(r.meRounds.current);
      const cpuBefore = cpu(r.meRounds.former);
      return [
        database,
        now.map((rps) => `${Math.round(rps)}/s`).join(', '),
        before.map((rps) => `${Math.round(rps)}/s`).join(', '),
        percent(ratio),
        verdict(ratio, GOALS.meOfFormer),
        fixed(cpuNow, 3),
        fixed(cpuBefore, 3),
        cpuNow && cpuBefore ? percent(cpuBefore / cpuNow) : 'n/a',
      ];
    }),
    notes: [
      `Before: the server of commit ${formerCommit.slice(0, 12)} (access tokens without a session), built from ` +
        'git into .bench/former-server. Both answer the same token on the same data, alternately (now, before, ' +
        'now, before); ratio = mean req/s now over mean req/s before.',
      'Now: the account and its session are read in one statement (a subquery on refresh_tokens by its family index). ' +
        "CPU ratio: the former server's CPU time per request over today's (the ratio with the cores to themselves).",
    ],
  };
}
