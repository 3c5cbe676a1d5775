// The data part's load: autocannon runs bounded in connections, duration and number
// of requests, taken in interleaved rounds (baseline, then each page, then again) so
// that a change in what else the machine runs falls on every request alike.
import autocannon from 'autocannon';

/**
 * @typedef {object} Target
 * @property {string} key
 * @property {string} url
 * @property {string} token  bearer token of the account that asks
 *
 * @typedef {object} RoundResult
 * @property {number} rps
 * @property {number} p50
 * @property {number} p99
 * @property {number} errors    connection errors, timeouts and non-2xx answers
 * @property {number} total
 * @property {number | null} serverCpuMs    CPU of the server process per request answered
 * @property {number | null} databaseCpuMs  CPU of the database server per request (0 for PGlite, inside the server)
 */

/** One bounded run; resolves to its figures. */
async function run(target, { connections, seconds, maxRequests }) {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    // autocannon stops at whichever comes first: the duration or this many requests.
    maxOverallRequests: maxRequests,
    timeout: 10,
    headers: { authorization: `Bearer ${target.token}` },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Every target once per round, in order, after one warm-up run each.
 * @param {Target[]} targets
 * @param {{ connections: number, seconds: number, warmUpSeconds: number, maxRequests: number, rounds: number }} plan
 * @param {() => { server: number | null, database: number | null }} cpuSeconds  CPU seconds used so far
 * @param {(line: string) => void} log
 * @returns {Promise<Record<string, RoundResult[]>>}
 */
export async function interleavedRounds(targets, plan, cpuSeconds, log) {
  for (const target of targets) {
    await run(target, { ...plan, seconds: plan.warmUpSeconds });
  }
  /** @type {Record<string, RoundResult[]>} */
  const results = Object.fromEntries(targets.map((target) => [target.key, []]));
  for (let round = 1; round <= plan.rounds; round += 1) {
    for (const target of targets) {
      log(`round ${round} of ${plan.rounds}: ${target.key}`);
      const before = cpuSeconds();
      const result = await run(target, plan);
      const after = cpuSeconds();
      const perRequest = (key) =>
        before[key] === null || after[key] === null
          ? null
          : ((after[key] - before[key]) * 1000) / Math.max(1, result.total);
      results[target.key].push({
        ...result,
        serverCpuMs: perRequest('server'),
        databaseCpuMs: perRequest('database'),
      });
    }
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The median of each figure over the rounds, the worst p99, the errors of all rounds.
 * @param {RoundResult[]} rounds
 */
export function summarize(rounds) {
  const middle = (key) => {
    const values = rounds.map((round) => round[key]);
    return values.some((value) => value === null) ? null : median(/** @type {number[]} */ (values));
  };
  const serverCpuMs = middle('serverCpuMs');
  const databaseCpuMs = middle('databaseCpuMs');
  return {
    rps: median(rounds.map((round) => round.rps)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    worstP99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    total: rounds.reduce((sum, round) => sum + round.total, 0),
    serverCpuMs,
    databaseCpuMs,
    cpuMs: serverCpuMs === null || databaseCpuMs === null ? null : serverCpuMs + databaseCpuMs,
  };
}
