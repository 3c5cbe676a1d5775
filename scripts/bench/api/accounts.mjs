// Verified customer accounts for the sign-in and /auth/me runs, made through the API
// as a person would (sign up, read the code, verify). Outside production the server
// prints each verification code to its log, which is where they are read from.
import { randomBytes } from 'node:crypto';

export const BENCH_PASSWORD = 'Bench-Pass-1';

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Runs `work` on every item, at most `width` at a time. */
async function inPool(items, width, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * @param {import('./server.mjs').BenchServer} server
 * @param {number} count
 * @returns {Promise<{ email: string, password: string }[]>}
 */
export async function createVerifiedAccounts(server, count) {
  const run = randomBytes(3).toString('hex');
  const emails = Array.from({ length: count }, (_v, i) => `bench-${run}-${i}@bench.test`);
  // Sign-up hashes a password: a few at a time keep both cores busy without a queue.
  await inPool(emails, 4, async (email) => {
    const answer = await post(`${server.url}/api/auth/register`, {
      name: 'Bench Customer',
      email,
      password: BENCH_PASSWORD,
    });
    if (answer.status !== 201)
      throw new Error(`sign-up of ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  });
  const codes = new Map();
  const deadline = Date.now() + 10_000;
  while (codes.size < count) {
    for (const [, email, code] of server.log().matchAll(/Verification code for (\S+): (\d{6})/g)) {
      codes.set(email, code);
    }
    if (codes.size >= count) break;
    if (Date.now() > deadline) throw new Error(`only ${codes.size} of ${count} codes in the log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await inPool(emails, 4, async (email) => {
    const answer = await post(`${server.url}/api/auth/verify-email`, { email, otp: codes.get(email) });
    if (answer.status !== 200)
      throw new Error(`verifying ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  });
  return emails.map((email) => ({ email, password: BENCH_PASSWORD }));
}

/** Signs in and returns the access token. */
export async function signIn(server, account) {
  const answer = await post(`${server.url}/api/auth/login`, account);
  const token = answer.json?.data?.tokens?.accessToken;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in of ${account.email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return { token, userId: answer.json.data.user.id };
}

/** The value of the cookie `name` that `response` sets, or null when it sets none. */
export function cookieFrom(response, name) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair.slice(name.length + 1);
  }
  return null;
}

/**
 * Signs in as the portal's pages do (from its origin) and returns the value of the cookie
 * `name` the answer sets: the refresh token's (D39) or the page cookie (D41).
 */
export async function signInForCookie(server, account, name) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(account),
  });
  const value = cookieFrom(response, name);
  if (response.status !== 200 || !value) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  return value;
}
