import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { StaffRole } from '@portal/contracts/roles';
import { SECURITY_PATHS } from '@portal/contracts/security';
import { STAFF_MESSAGES, STAFF_PATHS, type StaffData } from '@portal/contracts/staff';
import { bearer, DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, call, customerSession, dataOf } from '../payments/testing/paymentTesting';
import { enrol } from '../two-factor/testing/twoFactorTesting';
import { ADMIN_STEP_UP, confirmed } from '../two-factor/testing/stepUpTesting';
import {
  customerSession as pendingCustomer,
  insertApprovedDocumentSet,
} from '../decisions/testing/reviewTesting';
import { acceptInvitationPath, invitedStaffSession, staffInvitationToken } from '../../testing/staffSessions';
import { tables } from '../../plugins/database';
import { LINK_INCOMPLETE } from '../invitations';

const HOUR_MS = 60 * 60 * 1000;
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('platform staff (issue 22) on %s', (kind) => {
  const server = useTestServer(kind);

  /** A superadmin invites `role`; the newcomer accepts and enrols an authenticator app. */
  const staffMember = (inviter: Record<string, string>, role: StaffRole, email?: string) =>
    invitedStaffSession(server, inviter, role, email);

  it('invites by a one-time link; the newcomer signs in but no admin route answers before an authenticator app', async () => {
    const superadmin = await adminSession(server);
    const invited = await call(
      server,
      'POST',
      STAFF_PATHS.invitations,
      superadmin.headers,
      confirmed({
        email: 'Reviewer@VendorBridge.test',
        role: 'reviewer',
      }),
    );
    expect(invited.statusCode).toBe(201);
    const token = staffInvitationToken(server, 'reviewer@vendorbridge.test');
    const preview = await call(server, 'GET', STAFF_PATHS.invitationPreview.replace(':token', token));
    expect(preview.json()).toMatchObject({
      data: { invitation: { email: 'reviewer@vendorbridge.test', role: 'reviewer' } },
    });
    const accepted = await call(
      server,
      'POST',
      acceptInvitationPath(token),
      {},
      { name: 'Rita Reviewer', password: 'Staff-Pass-123' },
    );
    expect(accepted.statusCode).toBe(201);
    const login = dataOf<LoginData>(accepted);
    expect(login.user).toMatchObject({ role: 'admin', staffRole: 'reviewer' });
    expect(
      (
        await call(
          server,
          'POST',
          acceptInvitationPath(token),
          {},
          { name: 'Again', password: 'Staff-Pass-123' },
        )
      ).statusCode,
    ).toBe(404);

    const headers = bearer(login.tokens.accessToken);
    // Their two-factor state says it is required, so the admin area shows why it is closed.
    expect((await call(server, 'GET', SECURITY_PATHS.twoFactor, headers)).json()).toMatchObject({
      data: { twoFactor: { enabled: false, required: true } },
    });
    const refused = await call(server, 'GET', PAYMENT_PATHS.adminPayments, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.twoFactorSetupRequired });
    // The security routes stay open, so they can enrol.
    await enrol(server, login.tokens.accessToken);
    expect((await call(server, 'GET', PAYMENT_PATHS.adminPayments, headers)).statusCode).toBe(200);
    const listed = dataOf<StaffData>(await call(server, 'GET', STAFF_PATHS.staff, superadmin.headers));
    expect(listed.members.map((member) => [member.name, member.role, member.twoFactor])).toEqual([
      [expect.any(String), 'superadmin', false],
      ['Rita Reviewer', 'reviewer', true],
    ]);
  });

  it('refuses an expired link (410) and an address that already has an account (409)', async () => {
    const superadmin = await adminSession(server);
    await call(
      server,
      'POST',
      STAFF_PATHS.invitations,
      superadmin.headers,
      confirmed({
        email: 'late@vendorbridge.test',
        role: 'finance',
      }),
    );
    const token = staffInvitationToken(server, 'late@vendorbridge.test');
    const customer = await customerSession(server);
    const taken = await call(
      server,
      'POST',
      STAFF_PATHS.invitations,
      superadmin.headers,
      confirmed({
        email: customer.user.email,
        role: 'finance',
      }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: STAFF_MESSAGES.alreadyAccount });
    server.test.clock.advance(72 * HOUR_MS + 60_000);
    const late = await call(
      server,
      'POST',
      acceptInvitationPath(token),
      {},
      { name: 'Late', password: 'Staff-Pass-123' },
    );
    expect(late.statusCode).toBe(410);
  });

  it('answers a link cut short or changed with 400 naming its token, on the preview and the accept routes', async () => {
    for (const token of ['short', `${'x'.repeat(42)}~`, 'x'.repeat(44)]) {
      const preview = await call(server, 'GET', STAFF_PATHS.invitationPreview.replace(':token', token));
      const accept = await call(
        server,
        'POST',
        acceptInvitationPath(token),
        {},
        { name: 'No One', password: 'Staff-Pass-123' },
      );
      for (const answer of [preview, accept]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          success: false,
          code: ERROR_CODES.validation,
          errors: { token: [LINK_INCOMPLETE] },
        });
      }
    }
    expect(await server.database.db.select().from(tables.staffInvitations)).toEqual([]);
  });

  describe('what each role may do on the admin routes (403 for the others)', () => {
    const ROUTES: [string, StaffRole[], (headers: Record<string, string>) => Promise<number>][] = [
      [
        'read the payment queue',
        ['reviewer', 'finance', 'superadmin'],
        async (h) => (await call(server, 'GET', PAYMENT_PATHS.adminPayments, h)).statusCode,
      ],
      [
        'read the dashboard',
        ['reviewer', 'finance', 'superadmin'],
        async (h) => (await call(server, 'GET', '/admin/dashboard', h)).statusCode,
      ],
      [
        'read the audit log',
        ['reviewer', 'finance', 'superadmin'],
        async (h) => (await call(server, 'GET', SECURITY_PATHS.adminAudit, h)).statusCode,
      ],
      [
        'decide a registration',
        ['reviewer', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(DATA_PATHS.adminRegistrationApprove, NO_SUCH), h)).statusCode,
      ],
      [
        'decide a document set',
        ['reviewer', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(DATA_PATHS.adminDocumentsApprove, NO_SUCH), h)).statusCode,
      ],
      [
        'decide a payment request',
        ['reviewer', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(PAYMENT_PATHS.adminPaymentApprove, NO_SUCH), h)).statusCode,
      ],
      [
        'confirm funding',
        ['finance', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(JOURNEY_PATHS.adminFundingConfirm, NO_SUCH), h, {})).statusCode,
      ],
      [
        'refund',
        ['finance', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(JOURNEY_PATHS.adminRefund, NO_SUCH), h, {})).statusCode,
      ],
      [
        'cancel',
        ['finance', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(JOURNEY_PATHS.adminCancel, NO_SUCH), h, {})).statusCode,
      ],
      [
        'set a rate',
        ['superadmin'],
        async (h) => (await call(server, 'PUT', adminRatePath('EUR', 'NGN'), h, {})).statusCode,
      ],
      [
        'change the receiving account',
        ['superadmin'],
        async (h) => (await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, h, {})).statusCode,
      ],
      [
        'change the wallet',
        ['superadmin'],
        async (h) => (await call(server, 'PUT', PAYMENT_PATHS.adminWallet, h, {})).statusCode,
      ],
      [
        'invite staff',
        ['superadmin'],
        async (h) => (await call(server, 'POST', STAFF_PATHS.invitations, h, {})).statusCode,
      ],
      [
        "change a staff member's role",
        ['superadmin'],
        async (h) =>
          (await call(server, 'PUT', withId(STAFF_PATHS.member, NO_SUCH), h, confirmed({ role: 'finance' })))
            .statusCode,
      ],
      [
        'remove a staff member',
        ['superadmin'],
        async (h) =>
          (await call(server, 'DELETE', withId(STAFF_PATHS.member, NO_SUCH), h, ADMIN_STEP_UP)).statusCode,
      ],
      [
        'record a payout',
        ['finance', 'superadmin'],
        async (h) =>
          (await call(server, 'POST', withId(JOURNEY_PATHS.adminPayout, NO_SUCH), h, {})).statusCode,
      ],
      [
        'read the staff',
        ['reviewer', 'finance', 'superadmin'],
        async (h) => (await call(server, 'GET', STAFF_PATHS.staff, h)).statusCode,
      ],
    ];

    it.each(ROUTES)(
      '%s: allowed to %j, 403 for the other roles and customers, 401 without a token',
      async (_what, allowed, act) => {
        const superadmin = await adminSession(server);
        const sessions: Record<StaffRole, Record<string, string>> = {
          superadmin: superadmin.headers,
          reviewer: (await staffMember(superadmin.headers, 'reviewer')).headers,
          finance: (await staffMember(superadmin.headers, 'finance')).headers,
        };
        for (const role of ['reviewer', 'finance', 'superadmin'] as const) {
          const status = await act(sessions[role]);
          if (allowed.includes(role)) expect([role, status]).not.toEqual([role, 403]);
          else expect([role, status]).toEqual([role, 403]);
        }
        expect(await act((await customerSession(server)).headers)).toBe(403);
        expect(await act({})).toBe(401);
      },
    );
  });

  it('keeps the last superadmin, and ends a removed member’s sessions at once', async () => {
    const superadmin = await adminSession(server);
    const me = superadmin.user.id;
    expect(
      (
        await call(
          server,
          'PUT',
          withId(STAFF_PATHS.member, me),
          superadmin.headers,
          confirmed({ role: 'finance' }),
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(server, 'DELETE', withId(STAFF_PATHS.member, me), superadmin.headers, ADMIN_STEP_UP))
        .statusCode,
    ).toBe(409);
    const finance = await staffMember(superadmin.headers, 'finance', 'fin@vendorbridge.test');
    expect((await call(server, 'GET', PAYMENT_PATHS.adminPayments, finance.headers)).statusCode).toBe(200);
    expect(
      (
        await call(
          server,
          'DELETE',
          withId(STAFF_PATHS.member, finance.user.id),
          superadmin.headers,
          ADMIN_STEP_UP,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(server, 'GET', PAYMENT_PATHS.adminPayments, finance.headers)).statusCode).toBe(401);
    const signIn = await call(
      server,
      'POST',
      API_PATHS.adminLogin,
      {},
      { email: 'fin@vendorbridge.test', password: 'Staff-Pass-123' },
    );
    expect(signIn.statusCode).toBe(403);
    expect(
      (
        await call(
          server,
          'PUT',
          withId(STAFF_PATHS.member, NO_SUCH),
          superadmin.headers,
          confirmed({ role: 'finance' }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('names the person in the audit log for what each staff member does', async () => {
    const superadmin = await adminSession(server);
    const reviewer = await staffMember(superadmin.headers, 'reviewer', 'rev@vendorbridge.test');
    const customer = await pendingCustomer(server);
    await insertApprovedDocumentSet(server, customer.user.id);
    const decided = await call(
      server,
      'POST',
      withId(DATA_PATHS.adminRegistrationApprove, customer.user.id),
      reviewer.headers,
    );
    expect(decided.statusCode).toBe(200);
    const [entry] = (await server.database.db.select().from(tables.auditLog)).filter(
      (row) => row.action === 'registration.approve',
    );
    expect(entry).toMatchObject({ actorEmail: 'rev@vendorbridge.test', subjectId: customer.user.id });
  });

  it('says whose second factor the server requires: invited staff always, the configured admin only under ADMIN_REQUIRE_2FA', async () => {
    const superadmin = await adminSession(server);
    const reviewer = await staffMember(superadmin.headers, 'reviewer', 'rev2@vendorbridge.test');
    const list = await call(server, 'GET', STAFF_PATHS.staff, superadmin.headers);
    expect(list.statusCode).toBe(200);
    const { members } = dataOf<StaffData>(list);
    expect(members.find((member) => member.id === reviewer.user.id)).toMatchObject({
      twoFactor: true,
      twoFactorRequired: true,
    });
    // The test server runs without ADMIN_REQUIRE_2FA, as development does.
    expect(members.find((member) => member.you)).toMatchObject({ twoFactorRequired: false });
  });
});
