import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { adminRatePath } from '@portal/contracts/paymentPaths';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, call } from '../payments/testing/paymentTesting';
import { ADMIN_STEP_UP } from '../two-factor/testing/stepUpTesting';
import { enrol } from '../two-factor/testing/twoFactorTesting';

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('step-up for a rate walked in small steps (issue 32 item 3) on %s', (kind) => {
  const server = useTestServer(kind);

  async function enrolledAdmin() {
    const admin = await adminSession(server);
    const { secret } = await enrol(server, (admin.headers.authorization ?? '').replace('Bearer ', ''));
    return { ...admin, secret };
  }
  // Each test moves its own pair: the table is shared by the tests of this file.
  const putter =
    (base: 'USD' | 'EUR') =>
    (headers: Record<string, string>, rate: string, extra: object = {}) =>
      call(server, 'PUT', adminRatePath(base, 'NGN'), headers, { rate, ...extra });

  it('asks for the code once the steps add up to more than 20% from the rate of 24 hours ago', async () => {
    const admin = await enrolledAdmin();
    const put = putter('USD');
    expect((await put(admin.headers, '1500')).statusCode).toBe(200);
    // Each step is 20% of the last rate: the first is 20% of the reference too; the second is not.
    expect((await put(admin.headers, '1200')).statusCode).toBe(200);
    const second = await put(admin.headers, '960');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: ERROR_CODES.stepUpRequired });
    // The probe's whole walk: every step past the first asks.
    for (const rate of ['960', '768', '614.4', '491.52', '393.216']) {
      expect([rate, (await put(admin.headers, rate)).statusCode]).toEqual([rate, 403]);
    }
    // Nothing changed by the refusals.
    const table = await call(server, 'GET', '/rates', admin.headers);
    expect(table.json()).toMatchObject({
      data: {
        rates: expect.arrayContaining([
          expect.objectContaining({ base: 'USD', quote: 'NGN', rate: '1200' }),
        ]) as unknown,
      },
    });
  });

  it('measures from a confirmed rate once confirmed, and from the rate of the day before once 24 hours have passed', async () => {
    // The configured admin without an authenticator (confirms with the password), signed in again after a day.
    const email = 'rates-admin@vendorbridge.test';
    let admin = await adminSession(server, email);
    const put = putter('EUR');
    expect((await put(admin.headers, '1500')).statusCode).toBe(200);
    expect((await put(admin.headers, '1000', ADMIN_STEP_UP)).statusCode).toBe(200);
    // The confirmed rate is the new reference: a small move from it asks nothing.
    expect((await put(admin.headers, '950')).statusCode).toBe(200);
    expect((await put(admin.headers, '800')).statusCode).toBe(200);
    expect((await put(admin.headers, '790')).statusCode).toBe(403);
    // A day after the reference was set, the rate then in force (800) is the new one.
    server.test.clock.advance(24 * HOUR + 1000);
    admin = await adminSession(server, email);
    expect((await put(admin.headers, '700')).statusCode).toBe(200);
    expect((await put(admin.headers, '640')).statusCode).toBe(200);
    expect((await put(admin.headers, '639')).statusCode).toBe(403);
  });
});
