// The receipt under load: autocannon on GET /api/payments/:id/receipt of a paid
// request, beside GET /api/auth/me (the same token check and account lookup) in the
// same run.
import { interleavedRounds, summarize } from '../data/load.mjs';

/**
 * @param {{ url: string }} server
 * @param {{ token: string, paymentId: string }} customer
 * @param {{ connections: number, seconds: number, warmUpSeconds: number, rounds: number, maxRequests: number }} plan
 * @param {() => { server: number | null, database: number | null }} cpuSeconds
 * @param {(line: string) => void} log
 */
export async function receiptLoad(server, customer, plan, cpuSeconds, log) {
  const rounds = await interleavedRounds(
    [
      { key: 'me', url: `${server.url}/api/auth/me`, token: customer.token },
      {
        key: 'receipt',
        url: `${server.url}/api/payments/${customer.paymentId}/receipt`,
        token: customer.token,
      },
    ],
    plan,
    cpuSeconds,
    log,
  );
  return { me: summarize(rounds.me), receipt: summarize(rounds.receipt) };
}
