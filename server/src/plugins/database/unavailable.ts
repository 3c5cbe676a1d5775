// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown,
// crash, cannot connect now), and the pool's "too many connections".
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-4]|53300)$/;
const UNAVAILABLE_NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXT =
  /PGlite is closed|Connection terminated|connection timeout|Cannot use a pool after calling end|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout/i;

/**
 * Whether an error means the database cannot be reached (answer 503) rather than
 * that a query failed (a bug: answer 500). Drizzle wraps driver errors, so the
 * whole cause chain is examined.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    current = cause;
  }
  return false;
}
