import { withId } from '@portal/contracts/api';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { AdminPaymentRow, CustomerPayment, PaymentDetail } from '@portal/contracts/paymentAnswers';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { BusinessRole } from '@portal/contracts/roles';
import { TEAM_MESSAGES, TEAM_PATHS, type TeamData } from '@portal/contracts/teams';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import {
  adminSession,
  call,
  customerSession,
  dataOf,
  PAYMENT,
  submit,
} from '../payments/testing/paymentTesting';
import { LINK_INCOMPLETE } from '../invitations';
import { enrol } from '../two-factor/testing/twoFactorTesting';
import { acceptPath, invitationToken, invitedMember } from './testing/teamTesting';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('businesses and teams (issue 21) on %s', (kind) => {
  const server = useTestServer(kind);
  const team = async (headers: Record<string, string>) =>
    dataOf<TeamData>(await call(server, 'GET', TEAM_PATHS.team, headers));

  describe('invitations', () => {
    it('e-mails a one-time link; accepting makes a signed-in member with the role, its e-mail verified', async () => {
      const owner = await customerSession(server);
      const invited = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'Clerk@Example.com',
        role: 'maker',
      });
      expect(invited.statusCode).toBe(201);
      const token = invitationToken(server, 'clerk@example.com');
      expect(token).toHaveLength(43);
      const stored = await server.database.db.select().from(tables.teamInvitations);
      expect(stored[0]?.tokenHash).not.toBe(token);

      const preview = await call(server, 'GET', TEAM_PATHS.invitationPreview.replace(':token', token));
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        data: { invitation: { email: 'clerk@example.com', role: 'maker' } },
      });

      const accepted = await call(
        server,
        'POST',
        acceptPath(token),
        {},
        { name: 'Ngozi Clerk', password: 'Clerk-Pass-1' },
      );
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({
        data: { user: { email: 'clerk@example.com', businessRole: 'maker' } },
      });
      const again = await call(
        server,
        'POST',
        acceptPath(token),
        {},
        { name: 'Someone Else', password: 'Other-Pass-1' },
      );
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, message: TEAM_MESSAGES.invitationInvalid });

      const members = (await team(owner.headers)).members;
      expect(members.map((member) => [member.email, member.role])).toEqual([
        [owner.user.email, 'owner'],
        ['clerk@example.com', 'maker'],
      ]);
      expect((await team(owner.headers)).invitations).toEqual([]);
    });

    it('refuses an expired link with 410 and an unknown one with 404', async () => {
      const owner = await customerSession(server);
      await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'late@example.com',
        role: 'viewer',
      });
      const token = invitationToken(server, 'late@example.com');
      server.test.clock.advance(14 * DAY_MS + 60_000);
      const late = await call(
        server,
        'POST',
        acceptPath(token),
        {},
        { name: 'Late Comer', password: 'Late-Pass-1' },
      );
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({ code: ERROR_CODES.invitationExpired });
      const unknown = await call(
        server,
        'POST',
        acceptPath('x'.repeat(43)),
        {},
        { name: 'No One', password: 'None-Pass-1' },
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('answers a link cut short or changed with 400 naming its token, on the preview and the accept routes', async () => {
      for (const token of ['short', `${'x'.repeat(42)}~`, 'x'.repeat(44)]) {
        const preview = await call(server, 'GET', TEAM_PATHS.invitationPreview.replace(':token', token));
        const accept = await call(
          server,
          'POST',
          acceptPath(token),
          {},
          { name: 'No One', password: 'None-Pass-1' },
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
    });

    it('resends with a new link (the old one stops working) and withdraws', async () => {
      const owner = await customerSession(server);
      const invited = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'again@example.com',
        role: 'approver',
      });
      const { id } = dataOf<{ invitation: { id: string } }>(invited).invitation;
      const first = invitationToken(server, 'again@example.com');
      const resent = await call(
        server,
        'POST',
        TEAM_PATHS.resendInvitation.replace(':id', id),
        owner.headers,
      );
      expect(resent.statusCode).toBe(200);
      const second = invitationToken(server, 'again@example.com');
      expect(second).not.toBe(first);
      expect(
        (await call(server, 'GET', TEAM_PATHS.invitationPreview.replace(':token', first))).statusCode,
      ).toBe(404);
      expect((await team(owner.headers)).invitations.map((invitation) => invitation.email)).toEqual([
        'again@example.com',
      ]);
      expect(
        (await call(server, 'DELETE', TEAM_PATHS.invitation.replace(':id', id), owner.headers)).statusCode,
      ).toBe(200);
      expect(
        (await call(server, 'GET', TEAM_PATHS.invitationPreview.replace(':token', second))).statusCode,
      ).toBe(404);
    });

    it('refuses an address that already has an account, and a second waiting invitation (409)', async () => {
      const owner = await customerSession(server);
      const other = await customerSession(server, { email: 'taken@example.com' });
      const taken = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: other.user.email,
        role: 'maker',
      });
      expect(taken.statusCode).toBe(409);
      await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'twice@example.com',
        role: 'maker',
      });
      const twice = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'twice@example.com',
        role: 'viewer',
      });
      expect(twice.statusCode).toBe(409);
      const bad = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, {
        email: 'x@example.com',
        role: 'boss',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { role: [TEAM_MESSAGES.roleInvalid] } });
    });
  });

  describe('what each role may do (the server refuses the rest with 403)', () => {
    /** Each action with the roles that may take it; every other role is refused. */
    const ACTIONS: [string, BusinessRole[], (headers: Record<string, string>) => Promise<number>][] = [
      [
        'read the payments',
        ['owner', 'maker', 'approver', 'viewer'],
        async (headers) => (await call(server, 'GET', PAYMENT_PATHS.payments, headers)).statusCode,
      ],
      [
        'read the team',
        ['owner', 'maker', 'approver', 'viewer'],
        async (headers) => (await call(server, 'GET', TEAM_PATHS.team, headers)).statusCode,
      ],
      [
        'ask for a quote',
        ['owner', 'maker'],
        async (headers) =>
          (await call(server, 'POST', JOURNEY_PATHS.quotes, headers, { currency: 'EUR', amount: 'x' }))
            .statusCode,
      ],
      [
        'save a beneficiary',
        ['owner', 'maker'],
        async (headers) =>
          (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, headers, {})).statusCode,
      ],
      [
        'change the profile',
        ['owner'],
        async (headers) => (await call(server, 'PUT', '/profile', headers, {})).statusCode,
      ],
      [
        'invite a member',
        ['owner'],
        async (headers) => (await call(server, 'POST', TEAM_PATHS.invitations, headers, {})).statusCode,
      ],
      [
        'set the approval policy',
        ['owner'],
        async (headers) => (await call(server, 'PUT', TEAM_PATHS.approvalPolicy, headers, {})).statusCode,
      ],
      [
        'approve a payment',
        ['owner', 'approver'],
        async (headers) =>
          (
            await call(
              server,
              'POST',
              TEAM_PATHS.approvePayment.replace(':id', '00000000-0000-4000-8000-000000000000'),
              headers,
            )
          ).statusCode,
      ],
      // Every other route that changes something, each with an id of nobody's: the allowed
      // roles get past the guard (404), the others are refused before it is looked up.
      ...(
        [
          ['decline a payment', ['owner', 'approver'], 'POST', TEAM_PATHS.declinePayment, { reason: 'No' }],
          ['resend an invitation', ['owner'], 'POST', TEAM_PATHS.resendInvitation, undefined],
          ['withdraw an invitation', ['owner'], 'DELETE', TEAM_PATHS.invitation, undefined],
          ['change a role', ['owner'], 'PUT', TEAM_PATHS.member, { role: 'viewer' }],
          ['remove a member', ['owner'], 'DELETE', TEAM_PATHS.member, undefined],
          ['change a beneficiary', ['owner', 'maker'], 'PUT', BENEFICIARY_PATHS.beneficiary, {}],
          ['archive a beneficiary', ['owner', 'maker'], 'DELETE', BENEFICIARY_PATHS.beneficiary, undefined],
          ['report funding', ['owner', 'maker'], 'POST', JOURNEY_PATHS.paymentFunding, { reference: 'X' }],
          ['cancel a payment', ['owner', 'maker'], 'POST', JOURNEY_PATHS.paymentCancel, {}],
        ] as const
      ).map(
        ([what, allowed, method, path, body]): [
          string,
          BusinessRole[],
          (headers: Record<string, string>) => Promise<number>,
        ] => [
          what,
          [...allowed],
          async (headers) =>
            (await call(server, method, withId(path, '00000000-0000-4000-8000-000000000000'), headers, body))
              .statusCode,
        ],
      ),
    ];

    it.each(ACTIONS)(
      '%s: allowed to %j, 403 for the others, 401 without a token',
      async (_what, allowed, act) => {
        const owner = await customerSession(server);
        const sessions: Record<BusinessRole, Record<string, string>> = {
          owner: owner.headers,
          maker: (await invitedMember(server, owner, 'maker')).headers,
          approver: (await invitedMember(server, owner, 'approver')).headers,
          viewer: (await invitedMember(server, owner, 'viewer')).headers,
        };
        for (const role of ['owner', 'maker', 'approver', 'viewer'] as const) {
          const status = await act(sessions[role]);
          // An allowed role gets past the guard: whatever the body's fate (400, 404), never 401 or 403.
          if (allowed.includes(role)) expect([role, status]).not.toEqual([role, 403]);
          else expect([role, status]).toEqual([role, 403]);
        }
        expect(await act({})).toBe(401);
      },
    );
  });

  describe('the approval policy', () => {
    const payWith = async (headers: Record<string, string>, amount: string) => {
      const response = await submit(server, headers, { ...PAYMENT, foreignAmount: amount });
      if (response.statusCode !== 201) throw new Error(response.body);
      return dataOf<{ payment: CustomerPayment }>(response).payment;
    };

    it('sends a request at or above the threshold to an approver other than its maker, below it straight to review', async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker', 'maker@example.com');
      const approver = await invitedMember(server, owner, 'approver', 'approver@example.com');
      // 1234.56 USD at 410.5 is NGN 506,786.88; 100 USD is NGN 41,050.
      const saved = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: '506786.88',
      });
      expect(saved.json()).toMatchObject({ data: { policy: { thresholdNgn: '506786.88' } } });

      const below = await payWith(maker.headers, '100.00');
      expect(below.status).toBe('pending');
      server.test.mail.length = 0;
      const atThreshold = await payWith(maker.headers, '1234.56');
      expect(atThreshold).toMatchObject({ status: 'awaiting_approval', madeBy: { name: 'Maker Member' } });
      expect(server.test.mail.map((mail) => mail.to).sort()).toEqual(
        ['approver@example.com', owner.user.email].sort(),
      );

      const own = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, atThreshold.id),
        maker.headers,
      );
      expect(own.statusCode).toBe(403);
      const approved = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, atThreshold.id),
        approver.headers,
      );
      expect(approved.statusCode).toBe(200);
      const detail = dataOf<{ payment: PaymentDetail }>(approved).payment;
      expect(detail.status).toBe('pending');
      expect(detail.timeline.map((step) => [step.status, step.by])).toEqual([
        ['awaiting_approval', 'Maker Member'],
        ['pending', 'Approver Member (you)'],
      ]);
      // Staff see who prepared it and who approved it inside the business, not the owner's account.
      const admin = await adminSession(server);
      const staffList = await call(server, 'GET', PAYMENT_PATHS.adminPayments, admin.headers);
      const staffRow = dataOf<{ payments: AdminPaymentRow[] }>(staffList).payments.find(
        (row) => row.id === atThreshold.id,
      );
      expect(staffRow).toMatchObject({
        preparedBy: { name: 'Maker Member', email: 'maker@example.com' },
        approvedInBusinessBy: { name: 'Approver Member', email: 'approver@example.com' },
      });
      const staffBelow = dataOf<{ payments: AdminPaymentRow[] }>(staffList).payments.find(
        (row) => row.id === below.id,
      );
      expect(staffBelow).toMatchObject({
        preparedBy: { name: 'Maker Member' },
        approvedInBusinessBy: null,
      });
      const twice = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, atThreshold.id),
        owner.headers,
      );
      expect(twice.statusCode).toBe(409);
    });

    it('ends a declined request with its reason; nobody declines their own', async () => {
      const owner = await customerSession(server);
      await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: '0' });
      const maker = await invitedMember(server, owner, 'maker');
      const payment = await payWith(maker.headers, '10.00');
      expect(payment.status).toBe('awaiting_approval');
      const ownDecline = await call(
        server,
        'POST',
        withId(TEAM_PATHS.declinePayment, payment.id),
        owner.headers,
        { reason: 'x' },
      );
      expect(ownDecline.statusCode).toBe(200);
      const declined = dataOf<{ payment: PaymentDetail }>(ownDecline).payment;
      expect(declined).toMatchObject({ status: 'declined', reason: 'x' });
      const ownerPayment = await payWith(owner.headers, '10.00');
      const selfApproval = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, ownerPayment.id),
        owner.headers,
      );
      expect(selfApproval.statusCode).toBe(403);
      expect(selfApproval.json()).toMatchObject({ message: TEAM_MESSAGES.ownApproval });
      const selfDecline = await call(
        server,
        'POST',
        withId(TEAM_PATHS.declinePayment, ownerPayment.id),
        owner.headers,
        { reason: 'no' },
      );
      expect(selfDecline.statusCode).toBe(403);
      // A maker may not decline at all.
      const byMaker = await call(
        server,
        'POST',
        withId(TEAM_PATHS.declinePayment, ownerPayment.id),
        maker.headers,
        { reason: 'no' },
      );
      expect(byMaker.statusCode).toBe(403);
    });

    it('requires an authenticator app of every member when the owner says so, until they enrol', async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const required = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: null,
        requireTwoFactor: true,
      });
      expect(required.json()).toMatchObject({ data: { policy: { requireTwoFactor: true } } });
      const refused = await call(server, 'GET', PAYMENT_PATHS.payments, maker.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.twoFactorSetupRequired });
      // The owner too, until they enrol; then a newcomer is held to it from the start.
      expect((await call(server, 'GET', TEAM_PATHS.team, owner.headers)).statusCode).toBe(403);
      await enrol(server, owner.headers.authorization?.replace('Bearer ', '') ?? '');
      const late = await invitedMember(server, owner, 'viewer');
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, late.headers)).statusCode).toBe(403);
      await enrol(server, maker.headers.authorization?.replace('Bearer ', '') ?? '');
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, maker.headers)).statusCode).toBe(200);
    });

    it('refuses approving or declining a request that is not awaiting approval (409), changing nothing', async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const pending = await payWith(maker.headers, '10.00');
      expect(pending.status).toBe('pending');
      for (const path of [TEAM_PATHS.approvePayment, TEAM_PATHS.declinePayment]) {
        const refused = await call(server, 'POST', withId(path, pending.id), owner.headers, { reason: 'No' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ errors: { status: ['pending'] } });
      }
      const [row] = await server.database.db
        .select()
        .from(tables.paymentRequests)
        .where(eq(tables.paymentRequests.id, pending.id));
      expect(row?.status).toBe('pending');
    });

    it('refuses a threshold that is not an amount, and removes the policy with null', async () => {
      const owner = await customerSession(server);
      const bad = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: 'lots',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { thresholdNgn: [TEAM_MESSAGES.thresholdInvalid] } });
      await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: '100' });
      const none = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: null,
      });
      expect(none.json()).toMatchObject({ data: { policy: { thresholdNgn: null } } });
      expect((await payWith(owner.headers, '10.00')).status).toBe('pending');
    });
  });

  describe('members', () => {
    it('keeps the last owner: not demoted, not removed; with a second owner either may leave', async () => {
      const owner = await customerSession(server);
      const demote = await call(server, 'PUT', withId(TEAM_PATHS.member, owner.user.id), owner.headers, {
        role: 'viewer',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ message: TEAM_MESSAGES.lastOwner });
      expect(
        (await call(server, 'DELETE', withId(TEAM_PATHS.member, owner.user.id), owner.headers)).statusCode,
      ).toBe(409);

      const second = await invitedMember(server, owner, 'owner');
      expect(
        (await call(server, 'DELETE', withId(TEAM_PATHS.member, owner.user.id), second.headers)).statusCode,
      ).toBe(200);
      expect((await team(second.headers)).members.map((member) => member.role)).toEqual(['owner']);
    });

    it("ends a removed member's sessions at once and refuses their sign-in", async () => {
      const owner = await customerSession(server);
      const viewer = await invitedMember(server, owner, 'viewer', 'leaver@example.com');
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, viewer.headers)).statusCode).toBe(200);
      expect(
        (await call(server, 'DELETE', withId(TEAM_PATHS.member, viewer.user.id), owner.headers)).statusCode,
      ).toBe(200);
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, viewer.headers)).statusCode).toBe(401);
      const signIn = await call(
        server,
        'POST',
        '/auth/login',
        {},
        { email: 'leaver@example.com', password: 'Member-Pass-1' },
      );
      expect(signIn.statusCode).toBe(403);
    });

    it("answers another business's member, invitation and request with 404, for every role", async () => {
      const owner = await customerSession(server);
      const stranger = await customerSession(server, { email: 'stranger@example.com' });
      const theirs = await submit(server, stranger.headers);
      const theirId = dataOf<{ payment: CustomerPayment }>(theirs).payment.id;
      const theirBeneficiary = await saveBeneficiary(server, stranger.headers, GERMAN);
      for (const role of ['maker', 'approver', 'viewer'] as const) {
        const member = await invitedMember(server, owner, role);
        expect(
          (await call(server, 'GET', withId(PAYMENT_PATHS.payment, theirId), member.headers)).statusCode,
        ).toBe(404);
        expect(
          (
            await call(
              server,
              'GET',
              withId(BENEFICIARY_PATHS.beneficiary, theirBeneficiary.id),
              member.headers,
            )
          ).statusCode,
        ).toBe(404);
      }
      expect(
        (
          await call(server, 'PUT', withId(TEAM_PATHS.member, stranger.user.id), owner.headers, {
            role: 'viewer',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(server, 'POST', withId(TEAM_PATHS.approvePayment, theirId), owner.headers)).statusCode,
      ).toBe(404);
    });

    it("shows every member the business's data: a maker's request is on the viewer's list", async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const viewer = await invitedMember(server, owner, 'viewer');
      const made = dataOf<{ payment: CustomerPayment }>(await submit(server, maker.headers)).payment;
      const listed = dataOf<{ payments: CustomerPayment[] }>(
        await call(server, 'GET', PAYMENT_PATHS.payments, viewer.headers),
      );
      expect(listed.payments.map((payment) => [payment.id, payment.madeBy?.name])).toEqual([
        [made.id, 'Maker Member'],
      ]);
      const [row] = await server.database.db
        .select()
        .from(tables.paymentRequests)
        .where(eq(tables.paymentRequests.id, made.id));
      expect(row).toMatchObject({ userId: owner.user.id, createdBy: maker.user.id });
    });
  });
});
