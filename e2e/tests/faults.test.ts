import { PGlite } from '@electric-sql/pglite';
import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPortal, type RunningPortal } from '../testing';
import { accessTokenOf, apiClient, clientAddress, type ApiClient } from '../testing/apiClient';
import { inPool } from '../testing/bulkAccounts';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../testing/postgres';

/** Outside production the server prints each verification code; the test reads it there. */
async function codeFromLog(portal: RunningPortal, email: string): Promise<string> {
  const pattern = new RegExp(`Verification code for ${email.replace(/[.+]/g, '\\$&')}: (\\d{6})`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const code = pattern.exec(portal.logs.join(''))?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code for ${email} in the log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs up, verifies with the logged code and signs in; resolves to the access token. */
async function signUpAndSignIn(portal: RunningPortal, client: ApiClient, email: string, password: string) {
  const registered = await client.post(API_PATHS.register, { name: 'Fault Customer', email, password });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const verified = await client.post(API_PATHS.verifyEmail, { email, otp: await codeFromLog(portal, email) });
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return accessTokenOf(await client.post(API_PATHS.login, { email, password }));
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the server killed (SIGKILL) during a stream of sign-ups, restarted on the same DATA_DIR (PGlite)', () => {
  const SIGN_UP_CLIENTS = 8;
  /** Killed once this many sign-ups were acknowledged, with others in flight. */
  const KILL_AFTER = 20;
  const PASSWORD = 'Crash-Pass-1';
  const run = randomBytes(3).toString('hex');
  const acknowledged: string[] = [];
  const unanswered: string[] = [];
  const refusedBeforeKill: string[] = [];
  let portal: RunningPortal;
  let dataDir: string;

  before(
    async () => {
      const first = await startPortal();
      dataDir = first.dataDir;
      let killed = false;
      let reachedKillPoint: () => void = () => undefined;
      const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
      const streams = Array.from({ length: SIGN_UP_CLIENTS }, async (_value, index) => {
        const client = apiClient(first.url, clientAddress(index), { timeoutMs: 20_000 });
        try {
          for (let n = 0; !killed; n += 1) {
            const email = `crash-${run}-${index}-${n}@e2e.test`;
            try {
              const answer = await client.post(API_PATHS.register, {
                name: 'Crash Test',
                email,
                password: PASSWORD,
              });
              if (answer.status === 201) acknowledged.push(email);
              else refusedBeforeKill.push(`${email}: ${answer.status}`);
              if (acknowledged.length >= KILL_AFTER) reachedKillPoint();
            } catch {
              // The connection died with the server: the outcome of this one is unknown.
              unanswered.push(email);
              return;
            }
          }
        } finally {
          client.close();
        }
      });
      const bound = setTimeout(reachedKillPoint, 60_000);
      await killPoint;
      clearTimeout(bound);
      killed = true;
      await first.kill();
      await Promise.all(streams);
      console.log(
        `killed after ${acknowledged.length} acknowledged sign-ups, ${unanswered.length} unanswered`,
      );
      // Our DATA_DIR: stop() below leaves it, the describe's after() removes it.
      portal = await startPortal({ DATA_DIR: dataDir });
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await portal?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('acknowledged sign-ups before it was killed, and refused none', () => {
    assert.ok(acknowledged.length >= KILL_AFTER, `only ${acknowledged.length} acknowledged`);
    assert.deepEqual(refusedBeforeKill, []);
  });

  it('still has every acknowledged account after the restart, with its password', async () => {
    const problems: string[] = [];
    await inPool(acknowledged, 4, async (email) => {
      const index = acknowledged.indexOf(email);
      const client = apiClient(portal.url, clientAddress(100 + (index % 50)), { timeoutMs: 20_000 });
      try {
        const again = await client.post(API_PATHS.register, { name: 'Again', email, password: PASSWORD });
        if (again.status !== 409) problems.push(`${email}: sign-up again answered ${again.status}`);
        // The right password reaches "not verified yet" (D6): the hash was stored whole.
        const signIn = await client.post(API_PATHS.login, { email, password: PASSWORD });
        if (signIn.status !== 403) problems.push(`${email}: sign-in answered ${signIn.status}`);
      } finally {
        client.close();
      }
    });
    assert.deepEqual(problems, []);
  });

  it('works normally after the restart: sign up, verify, sign in, /auth/me', async () => {
    const client = apiClient(portal.url, clientAddress(200));
    try {
      const token = await signUpAndSignIn(portal, client, `after-crash-${run}@e2e.test`, PASSWORD);
      const me = await client.get(API_PATHS.me, { authorization: `Bearer ${token}` });
      assert.equal(me.status, 200, JSON.stringify(me.body));
    } finally {
      client.close();
    }
  });

  it('holds no half-written account: every unverified account has its code, and no account appeared from nowhere', async () => {
    await portal.stop();
    const db = new PGlite(path.join(dataDir, 'pgdata'));
    try {
      const { rows } = await db.query<{
        email: string;
        verified: boolean;
        has_code: boolean;
        hash_ok: boolean;
      }>(
        `select u.email, u.email_verified_at is not null as verified, v.user_id is not null as has_code,
                u.password_hash like '$argon2id$%' as hash_ok
           from users u left join verification_codes v on v.user_id = u.id
          where u.role = 'user'`,
      );
      const expected = new Set([...acknowledged, ...unanswered, `after-crash-${run}@e2e.test`]);
      for (const row of rows) {
        assert.ok(expected.has(row.email), `${row.email} was never signed up`);
        assert.ok(row.hash_ok, `${row.email} has no argon2id hash`);
        assert.ok(row.verified || row.has_code, `${row.email} is unverified and has no code`);
      }
      const stored = new Set(rows.map((row) => row.email));
      assert.deepEqual(
        acknowledged.filter((email) => !stored.has(email)),
        [],
      );
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL stopped and started (or frozen and thawed) under load', () => {
  const binaries = findPostgresBinaries();
  const skip = binaries
    ? false
    : 'PostgreSQL binaries not found (install postgresql or set POSTGRES_BIN_DIR)';
  /**
   * No answer may take longer than this, database up or down: a frozen server is
   * given up on after the server's query bound (10 s), a refused one at once.
   */
  const ANSWER_BOUND_MS = 15_000;
  /** After PostgreSQL is back, the API must be serving again within this. */
  const RECOVERY_BOUND_MS = 15_000;
  const CLIENTS = 12;

  interface Answer {
    route: string;
    sentAt: number;
    answeredAt: number;
    status: number;
    body: unknown;
  }
  let postgres: ThrowawayPostgres;
  let portal: RunningPortal;
  let token: string;
  /** Signs in again and again in the traffic; the /auth/me token is another account's. */
  let account: { email: string; password: string };

  before(
    async () => {
      if (skip) return;
      postgres = await startThrowawayPostgres();
      // One instance: its DATA_DIR/files is the only folder there is (the server refuses
      // DATABASE_URL with files on a local disk unless told it is shared).
      portal = await startPortal({ DATABASE_URL: postgres.url, FILES_SHARED: 'true' });
      account = { email: `pg-fault-${randomBytes(3).toString('hex')}@e2e.test`, password: 'Outage-Pass-1' };
      const client = apiClient(portal.url, clientAddress(300));
      try {
        await signUpAndSignIn(portal, client, account.email, account.password);
        // An account keeps at most 20 live sessions (a new sign-in ends the oldest): the
        // sign-in traffic would soon end the session of a token of the same account.
        const reader = `pg-fault-me-${randomBytes(3).toString('hex')}@e2e.test`;
        token = await signUpAndSignIn(portal, client, reader, account.password);
      } finally {
        client.close();
      }
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await portal?.stop();
    await postgres?.destroy();
  });

  /** Clients calling /health, /auth/me and sign-in in a loop until `stop()`; every answer is kept. */
  function startTraffic() {
    const answers: Answer[] = [];
    const failures: string[] = [];
    let running = true;
    const loops = Array.from({ length: CLIENTS }, async (_value, index) => {
      const client = apiClient(portal.url, clientAddress(400 + index), { timeoutMs: ANSWER_BOUND_MS });
      const route = ['health', 'me', 'me', 'sign-in'][index % 4] as string;
      try {
        while (running) {
          const sentAt = Date.now();
          try {
            const answer =
              route === 'health'
                ? await client.get(API_PATHS.health)
                : route === 'me'
                  ? await client.get(API_PATHS.me, { authorization: `Bearer ${token}` })
                  : await client.post(API_PATHS.login, account);
            answers.push({ route, sentAt, answeredAt: Date.now(), status: answer.status, body: answer.body });
          } catch (error) {
            failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
          }
          // Sign-ins hash a password; a pause keeps them from crowding out the rest.
          await new Promise((resolve) => setTimeout(resolve, route === 'sign-in' ? 200 : 20));
        }
      } finally {
        client.close();
      }
    });
    return {
      answers,
      failures,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  /** What each route answered since a moment, and what failed: the message of a failed wait. */
  const describeSince = (traffic: ReturnType<typeof startTraffic>, since: number) =>
    ['health', 'me', 'sign-in']
      .map((route) => {
        const statuses = traffic.answers
          .filter((a) => a.route === route && a.sentAt > since)
          .map((a) => a.status);
        return `${route}: ${statuses.length ? statuses.slice(-8).join(',') : 'no answer'}`;
      })
      .concat(traffic.failures.length ? [`failures: ${traffic.failures.slice(-4).join(' | ')}`] : [])
      // A server that died says why in its last lines; CI keeps nothing else of it.
      .concat(isAlive(portal.pid) ? [] : [`the server died: ${portal.logs.join('').slice(-2_000)}`])
      .join('; ');

  const waitUntil = async (condition: () => boolean, timeoutMs: number, what: () => string) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`${what()} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const OUTAGES = {
    'stopped cleanly (pg_ctl stop -m fast)': {
      begin: () => postgres.stop('fast'),
      end: () => postgres.start(),
    },
    'crashed (pg_ctl stop -m immediate)': {
      begin: () => postgres.stop('immediate'),
      end: () => postgres.start(),
    },
    'frozen with its connections open (SIGSTOP), as in a network partition': {
      begin: async () => postgres.pause(),
      end: async () => postgres.resume(),
    },
  };

  for (const [outage, { begin, end }] of Object.entries(OUTAGES)) {
    it(
      `answers 503 in the error shape while PostgreSQL is ${outage}, and recovers by itself`,
      { skip, timeout: 90_000 },
      async () => {
        const traffic = startTraffic();
        const allAnswered = (since: number) => (route: string) =>
          traffic.answers.some(
            (answer) => answer.route === route && answer.sentAt > since && answer.status === 200,
          );
        try {
          const warm = Date.now();
          await waitUntil(
            () => ['health', 'me', 'sign-in'].every(allAnswered(warm)),
            20_000,
            () => `no success before the outage (${describeSince(traffic, warm)})`,
          );

          await begin();
          let ended = false;
          const down = Date.now();
          let backAt = down;
          try {
            // Every route answers 503 on its own while the database is away.
            await waitUntil(
              () =>
                ['health', 'me', 'sign-in'].every((route) =>
                  traffic.answers.some((a) => a.route === route && a.sentAt > down && a.status === 503),
                ),
              ANSWER_BOUND_MS * 2,
              () => `not every route answered 503 during the outage (${describeSince(traffic, down)})`,
            );
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            backAt = Date.now();
            await end();
            ended = true;
          } finally {
            // A failed wait must not leave PostgreSQL down for the next outage's test.
            if (!ended) await end();
          }
          const up = Date.now();
          await waitUntil(
            () => ['health', 'me', 'sign-in'].every(allAnswered(up)),
            RECOVERY_BOUND_MS,
            () => `not recovered (${describeSince(traffic, up)})`,
          );

          const during = traffic.answers.filter((a) => a.sentAt > down && a.answeredAt < backAt);
          assert.ok(during.length > 0);
          for (const answer of during) {
            assert.equal(answer.status, 503, `${answer.route} during the outage: ${JSON.stringify(answer)}`);
            const body = answer.body as { success?: unknown; message?: unknown; code?: unknown };
            assert.equal(body.success, false);
            assert.equal(typeof body.message, 'string');
            assert.equal(body.code, ERROR_CODES.unavailable);
          }
        } finally {
          await traffic.stop();
        }
        assert.deepEqual(traffic.failures, [], 'a request failed or hung');
        const unexpected = traffic.answers.filter((a) => a.status !== 200 && a.status !== 503);
        assert.deepEqual(unexpected, [], 'an answer other than 200 or 503');
        for (const answer of traffic.answers) {
          assert.ok(answer.answeredAt - answer.sentAt <= ANSWER_BOUND_MS, `${answer.route} took too long`);
        }
        assert.ok(isAlive(portal.pid), 'the server process died');
        assert.doesNotMatch(portal.logs.join(''), /uncaught|unhandled/i);
      },
    );
  }
});
