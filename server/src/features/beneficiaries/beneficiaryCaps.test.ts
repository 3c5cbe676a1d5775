import {
  BENEFICIARY_MESSAGES,
  BENEFICIARY_PATHS,
  beneficiaryLimitMessage,
  beneficiaryPath,
} from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { customerSession } from '../decisions/testing/reviewTesting';
import { call } from '../payments/testing/paymentTesting';
import { GERMAN } from './testing/beneficiaryTesting';

const vendor = (index: number) => ({ ...GERMAN, name: `Vendor ${index}` });

describe.each(DATABASE_KINDS)('the beneficiary cap on %s (issue 32)', (kind) => {
  // A cap configured small, as BENEFICIARIES_MAX_PER_BUSINESS does in production (5,000).
  const server = useTestServer(kind, { env: { BENEFICIARIES_MAX_PER_BUSINESS: '3' } });

  it('refuses the beneficiary past the cap with 409 in the error shape, saving nothing, per business', async () => {
    const customer = await customerSession(server);
    for (const index of [1, 2, 3]) {
      expect(
        (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(index)))
          .statusCode,
      ).toBe(201);
    }
    const refused = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: beneficiaryLimitMessage(3),
      code: ERROR_CODES.conflict,
    });
    expect(beneficiaryLimitMessage(5000)).toContain('5,000 beneficiaries');

    // Archiving frees no room (archived ones are kept); editing one still works.
    const list = await call(
      server,
      'GET',
      `${BENEFICIARY_PATHS.beneficiaries}?archived=true`,
      customer.headers,
    );
    const [first] = list.json<{ data: { beneficiaries: { id: string }[] } }>().data.beneficiaries;
    expect(first).toBeDefined();
    const id = first?.id ?? '';
    expect((await call(server, 'DELETE', beneficiaryPath(id), customer.headers)).statusCode).toBe(200);
    expect(
      (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(5))).statusCode,
    ).toBe(409);
    expect(
      (await call(server, 'PUT', beneficiaryPath(id), customer.headers, { ...vendor(1), name: 'Renamed' }))
        .statusCode,
    ).toBe(200);

    // Another business has its own room.
    const other = await customerSession(server, { email: 'other@example.com' });
    expect(
      (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, other.headers, vendor(1))).statusCode,
    ).toBe(201);
  });
});

describe.each(DATABASE_KINDS)('the beneficiary creation throttle on %s (issue 32)', (kind) => {
  const server = useTestServer(kind, { env: { BENEFICIARIES_CREATED_PER_MINUTE: '2' } });

  it('answers 429 with Retry-After past the minute’s creations, and lets the business save again after it', async () => {
    const customer = await customerSession(server);
    for (const index of [1, 2]) {
      expect(
        (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(index)))
          .statusCode,
      ).toBe(201);
    }
    const refused = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(3));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.rateLimited,
      message: expect.stringContaining(BENEFICIARY_MESSAGES.tooManyCreated) as string,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Retrying while refused does not push the minute on: after it, a save goes through.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(3))).statusCode,
      ).toBe(429);
    }
    server.test.clock.advance(61_000);
    expect(
      (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, vendor(3))).statusCode,
    ).toBe(201);

    // Reading and editing are not creations; another business has its own minute.
    expect((await call(server, 'GET', BENEFICIARY_PATHS.beneficiaries, customer.headers)).statusCode).toBe(
      200,
    );
    const other = await customerSession(server, { email: 'other@example.com' });
    expect(
      (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, other.headers, vendor(1))).statusCode,
    ).toBe(201);
  });
});
