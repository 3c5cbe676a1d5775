import { expect } from '@jest/globals';
import { STEADY_ANSWER_MS } from '../steadyTime';
import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import {
  DATABASE_KINDS,
  latestCode,
  postJson,
  registerAccount,
  useTestServer,
  verifiedAccount,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

describe.each(DATABASE_KINDS)('POST /api/auth/resend-verification on %s', (kind) => {
  const server = useTestServer(kind);
  const resend = (email: unknown) => postJson(server.test.app, API_PATHS.resendVerification, { email });

  it('mails a new code that replaces the old one', async () => {
    const account = await registerAccount(server.test);
    const first = latestCode(server.test.mail, account.email);
    const response = await resend(account.email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.resent });
    expect(server.test.mail).toHaveLength(2);
    const second = latestCode(server.test.mail, account.email);

    if (first !== second) {
      const old = await postJson(server.test.app, API_PATHS.verifyEmail, {
        email: account.email,
        otp: first,
      });
      expect(old.json<ApiFailure>().code).toBe(ERROR_CODES.invalidCode);
    }
    const fresh = await postJson(server.test.app, API_PATHS.verifyEmail, {
      email: account.email,
      otp: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers unknown and verified addresses the same way, and mails nothing (no account enumeration)', async () => {
    const unverified = await registerAccount(server.test);
    const verified = await verifiedAccount(server.test);
    server.test.mail.length = 0;

    const answers = await Promise.all(
      [unverified.email, verified.email, 'nobody@example.com'].map(async (email) => {
        const response = await resend(email);
        return { status: response.statusCode, body: response.json<unknown>() };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(server.test.mail.map((mail) => mail.to)).toEqual([unverified.email]);
  });

  it('sends at most one code a minute to an address, existing or not', async () => {
    for (const email of [(await registerAccount(server.test)).email, 'ghost@example.com']) {
      expect((await resend(email)).statusCode).toBe(200);
      const throttled = await resend(email);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many verification code requests\. Please try again in (1 minute|\d\d seconds)\.$/,
        ),
        code: ERROR_CODES.rateLimited,
      });
      // 60 s from the first request; a slow machine may have spent a second of it.
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    server.test.clock.advance(61_000);
    expect((await resend('ghost@example.com')).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to an address', async () => {
    const account = await registerAccount(server.test);
    for (let request = 0; request < 5; request += 1) {
      expect((await resend(account.email)).statusCode).toBe(200);
      server.test.clock.advance(61_000);
    }
    const response = await resend(account.email);
    expect(response.statusCode).toBe(429);
    expect(response.json<ApiFailure>().message).toMatch(
      /^Too many verification code requests\. Please try again in \d+ minutes\.$/,
    );
  });

  it('replaces the code only together with the e-mail that carries it', async () => {
    const account = await registerAccount(server.test);
    const first = latestCode(server.test.mail, account.email);
    await server.database.db.execute('alter table mail_outbox rename to mail_outbox_gone');
    try {
      expect((await resend(account.email)).statusCode).toBe(500);
    } finally {
      await server.database.db.execute('alter table mail_outbox_gone rename to mail_outbox');
    }
    // The e-mail could not be queued, so the code the user has still works.
    const verified = await postJson(server.test.app, API_PATHS.verifyEmail, {
      email: account.email,
      otp: first,
    });
    expect(verified.statusCode).toBe(200);
  });

  it.each([
    ['', MESSAGES.emailRequired],
    ['no-at-sign', MESSAGES.emailInvalid],
    [null, MESSAGES.emailRequired],
  ])('refuses %j with errors.email', async (email, message) => {
    const response = await resend(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      code: ERROR_CODES.validation,
      errors: { email: [message] },
    });
  });
});

describe.each(DATABASE_KINDS)('resend-verification answer time on %s', (kind) => {
  const generous = (bucket: string) => ({ bucket, limit: 10_000, windowMs: 60_000 });
  const server = useTestServer(kind, {
    limits: {
      resendCooldown: generous('resend:cooldown'),
      resendPerAddress: generous('resend:address'),
      resendPerClient: generous('resend:client'),
    },
  });
  const timed = async (email: string) => {
    const started = performance.now();
    const response = await postJson(server.test.app, API_PATHS.resendVerification, { email });
    expect(response.statusCode).toBe(200);
    return performance.now() - started;
  };
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  // Wall-clock samples on a shared machine: a busy moment can skew one run, so a
  // failing run is tried again before it counts (the property does not depend on luck).
  jest.retryTimes(2);

  it('is the same for an address waiting for verification and an unknown one (medians)', async () => {
    const account = await registerAccount(server.test);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < 3; sample += 1) await timed(account.email);
    for (let sample = 0; sample < 3; sample += 1) await timed('nobody@example.com');
    for (let sample = 0; sample < 10; sample += 1) {
      known.push(await timed(account.email));
      unknown.push(await timed(`nobody${sample}@example.com`));
    }
    // Both answer after the same floor (without it, both answered in about 5–15 ms)…
    expect(median(known)).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 1);
    expect(median(unknown)).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 1);
    // …and the known address's extra work fits inside it.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(5);
    expect(server.test.mail.filter((mail) => mail.to === account.email)).toHaveLength(14);
  });
});
