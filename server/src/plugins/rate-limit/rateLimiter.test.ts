import { tables } from '../database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { consume, describeWait, enforce, purgeExpired, refund, type RateLimit } from './rateLimiter';

const LIMIT: RateLimit = { bucket: 'test', limit: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

describe.each(DATABASE_KINDS)('rate-limit counters in %s', (kind) => {
  const database = useTestDatabase(kind);

  it('allows up to the limit in a window, then says how long until it ends', async () => {
    const results = [];
    for (let second = 0; second < 4; second += 1)
      results.push(await consume(database.db, LIMIT, 'a', at(second)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
  });

  it('starts counting again when the window has ended', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await consume(database.db, LIMIT, 'a', at(0));
    const next = await consume(database.db, LIMIT, 'a', at(61));
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('counts each subject and each bucket apart', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await consume(database.db, LIMIT, 'a', at(0));
    expect((await consume(database.db, LIMIT, 'b', at(0))).allowed).toBe(true);
    expect((await consume(database.db, { ...LIMIT, bucket: 'other' }, 'a', at(0))).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consume(database.db, { ...LIMIT, limit: 5 }, 'burst', at(0))),
    );
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('gives an attempt back on refund', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await consume(database.db, LIMIT, 'a', at(0));
    await refund(database.db, LIMIT, 'a', at(1));
    expect((await consume(database.db, LIMIT, 'a', at(2))).allowed).toBe(true);
  });

  it('stores the subject only as a hash', async () => {
    await consume(database.db, LIMIT, 'someone@example.com', at(0));
    const rows = await database.db.select().from(tables.rateLimits);
    expect(JSON.stringify(rows)).not.toContain('someone');
  });

  it('purges counters whose window has ended', async () => {
    await consume(database.db, LIMIT, 'old', at(0));
    await consume(database.db, { ...LIMIT, windowMs: 3_600_000 }, 'new', at(0));
    await purgeExpired(database.db, at(120));
    expect(await database.db.select().from(tables.rateLimits)).toHaveLength(1);
  });

  it('enforce refuses with 429, Retry-After and the wait of the limit exceeded, in words', async () => {
    const long: RateLimit = { bucket: 'long', limit: 1, windowMs: 3_600_000 };
    await enforce(
      database.db,
      [
        [LIMIT, 'x'],
        [long, 'x'],
      ],
      at(0),
      'Too many tries.',
    );
    await expect(
      enforce(
        database.db,
        [
          [LIMIT, 'x'],
          [long, 'x'],
        ],
        at(1),
        'Too many tries.',
      ),
    ).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': '3599' },
      body: { success: false, message: 'Too many tries. Please try again in 1 hour.', code: 'RATE_LIMITED' },
    });
  });
});

describe.each(DATABASE_KINDS)('enforce in %s', (kind) => {
  const database = useTestDatabase(kind);

  it('stops counting further limits once one is exceeded', async () => {
    const backstop: RateLimit = { bucket: 'backstop', limit: 1, windowMs: 60_000 };
    const account: RateLimit = { bucket: 'account', limit: 10, windowMs: 60_000 };
    const checks = [
      [backstop, 'client'],
      [account, 'someone'],
    ] as const;
    await enforce(database.db, checks, at(0), 'Too many tries.');
    for (let second = 1; second <= 3; second += 1) {
      await expect(enforce(database.db, checks, at(second), 'Too many tries.')).rejects.toMatchObject({
        statusCode: 429,
      });
    }
    // Only the first request reached the account's limit: the three refused ones did not.
    expect((await consume(database.db, account, 'someone', at(4))).count).toBe(2);
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [7200, '2 hours'],
  ])('%i s reads "%s"', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});
