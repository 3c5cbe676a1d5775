// One bounded autocannon run and the figures the benchmark prints from it.
import autocannon from 'autocannon';

/**
 * @typedef {object} LoadResult
 * @property {number} rps      mean requests a second
 * @property {number} p50      latency, ms
 * @property {number} p99      latency, ms
 * @property {number} errors   connection errors, timeouts and non-2xx answers
 * @property {number} total
 * @property {Record<string, number>} statuses
 */

/**
 * @param {object} options
 * @param {string} options.url
 * @param {number} options.connections
 * @param {number} options.seconds
 * @param {string} [options.method]
 * @param {Record<string, string>} [options.headers]
 * @param {(() => string)} [options.body]  a new body for every request
 * @returns {Promise<LoadResult>}
 */
export async function measure({ url, connections, seconds, method = 'GET', headers = {}, body }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    method,
    headers,
    ...(body
      ? { requests: [{ method, headers, setupRequest: (request) => ({ ...request, body: body() }) }] }
      : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
    statuses,
  };
}
