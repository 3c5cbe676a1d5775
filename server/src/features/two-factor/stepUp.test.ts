import { withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { STAFF_PATHS } from '@portal/contracts/staff';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, auditRows, call } from '../payments/testing/paymentTesting';
import { ADMIN_STEP_UP, codeStepUp, confirmed } from './testing/stepUpTesting';
import { enrol } from './testing/twoFactorTesting';

const NAIRA_ACCOUNT = {
  bankName: 'First Bank of Nigeria',
  accountName: 'VendorBridge Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: '',
  iban: '',
};
const WALLET = { nairaAccountNumber: '0123456789', usdcWalletAddress: '', usdtWalletAddress: '' };
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/** Every change that needs step-up, as [what, method, path, body without step-up]. */
const CHANGES = [
  ['the receiving account', 'PUT', PAYMENT_PATHS.adminReceivingAccount, NAIRA_ACCOUNT],
  ['the wallets', 'PUT', PAYMENT_PATHS.adminWallet, WALLET],
  ['a rate moved more than 20%', 'PUT', adminRatePath('USD', 'NGN'), { rate: '2000' }],
  [
    'a staff invitation',
    'POST',
    STAFF_PATHS.invitations,
    { email: 'new@vendorbridge.test', role: 'finance' },
  ],
  ["a staff member's role", 'PUT', withId(STAFF_PATHS.member, NO_SUCH), { role: 'finance' }],
  ['a staff removal', 'DELETE', withId(STAFF_PATHS.member, NO_SUCH), {}],
] as const;

describe.each(DATABASE_KINDS)('step-up for what moves money (issue 22 point 4) on %s', (kind) => {
  const server = useTestServer(kind);

  /** The configured admin with an authenticator app enrolled: from now on a code confirms. */
  async function enrolledAdmin() {
    const admin = await adminSession(server);
    const { secret } = await enrol(server, (admin.headers.authorization ?? '').replace('Bearer ', ''));
    return { ...admin, secret };
  }

  /** A rate staff have set (a real rate, not the seeded placeholder). */
  async function setRate(headers: Record<string, string>, rate: string) {
    const response = await call(server, 'PUT', adminRatePath('USD', 'NGN'), headers, { rate });
    expect(response.statusCode).toBe(200);
  }

  it.each(CHANGES)(
    'refuses %s without the code (403 STEP_UP_REQUIRED), changing nothing',
    async (_what, method, path, body) => {
      const admin = await enrolledAdmin();
      if (path.startsWith('/admin/rates')) await setRate(admin.headers, '1000');
      const before = await auditRows(server);
      const response = await call(server, method, path, admin.headers, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.stepUpRequired,
        message: STEP_UP_MESSAGES.required,
        errors: { stepUp: [STEP_UP_MESSAGES.required] },
      });
      expect(await auditRows(server)).toHaveLength(before.length);
    },
  );

  it.each(CHANGES)(
    'refuses %s with a wrong code (403 STEP_UP_FAILED), changing nothing',
    async (_what, method, path, body) => {
      const admin = await enrolledAdmin();
      if (path.startsWith('/admin/rates')) await setRate(admin.headers, '1000');
      const before = await auditRows(server);
      const response = await call(server, method, path, admin.headers, {
        ...body,
        stepUp: { code: '000000' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: ERROR_CODES.stepUpFailed,
        message: STEP_UP_MESSAGES.failed,
      });
      // The password is not a step-up for someone with an authenticator.
      const withPassword = await call(server, method, path, admin.headers, { ...body, ...ADMIN_STEP_UP });
      expect(withPassword.json()).toMatchObject({ code: ERROR_CODES.stepUpRequired });
      expect(await auditRows(server)).toHaveLength(before.length);
    },
  );

  it('accepts the current code once, and the audit says the change was confirmed with it', async () => {
    const admin = await enrolledAdmin();
    const stepUp = await codeStepUp(server, admin.secret);
    const saved = await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, admin.headers, {
      ...NAIRA_ACCOUNT,
      ...stepUp,
    });
    expect(saved.statusCode).toBe(200);
    // The same code again (still within its window): refused, the wallet not saved.
    const replayed = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, {
      ...WALLET,
      ...stepUp,
    });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: ERROR_CODES.stepUpFailed });
    const [entry, ...rest] = (await auditRows(server)).filter((row) => row.action.startsWith('settings.'));
    expect(rest).toHaveLength(0);
    expect(entry?.summary).toContain('confirmed with an authenticator code');
  });

  it('lets the configured admin without an authenticator confirm with the password (not in production)', async () => {
    const admin = await adminSession(server);
    const missing = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, WALLET);
    expect(missing.json()).toMatchObject({
      code: ERROR_CODES.stepUpRequired,
      errors: { stepUp: [STEP_UP_MESSAGES.passwordRequired] },
    });
    const wrong = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, {
      ...WALLET,
      stepUp: { password: 'not-the-password' },
    });
    expect(wrong.json()).toMatchObject({
      code: ERROR_CODES.stepUpFailed,
      message: STEP_UP_MESSAGES.passwordFailed,
    });
    const saved = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, confirmed(WALLET));
    expect(saved.statusCode).toBe(200);
    const [entry] = await auditRows(server);
    expect(entry?.summary).toContain('confirmed with the password');
  });

  it('asks for no code to set a placeholder rate first, nor to move a set rate by 20% or less', async () => {
    const admin = await enrolledAdmin();
    await setRate(admin.headers, '1000');
    await setRate(admin.headers, '1200');
    await setRate(admin.headers, '960');
    const big = await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, { rate: '1200' });
    expect(big.statusCode).toBe(403);
    const confirmedMove = await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, {
      rate: '1200',
      ...(await codeStepUp(server, admin.secret)),
    });
    expect(confirmedMove.statusCode).toBe(200);
  });

  it('counts wrong codes against the two-factor attempt limit (429 after too many)', async () => {
    const admin = await enrolledAdmin();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, {
        ...WALLET,
        stepUp: { code: '000000' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
