import { withId } from '@portal/contracts/api';
import type { CustomerPayment, PaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { acceptPath, invitationToken, invitedMember } from '../team/testing/teamTesting';
import { call, customerSession, dataOf, PAYMENT, submit } from './testing/paymentTesting';

describe.each(DATABASE_KINDS)(
  'who could approve a request waiting for its business (issue 31) on %s',
  (kind) => {
    const server = useTestServer(kind);

    /** A business whose policy sends every request to an approver, and one request at the threshold. */
    async function waitingRequest() {
      const owner = await customerSession(server);
      const saved = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: '1.00',
      });
      expect(saved.statusCode).toBe(200);
      return { owner };
    }
    const pay = async (headers: Record<string, string>) => {
      const response = await submit(server, headers, PAYMENT);
      expect(response.statusCode).toBe(201);
      return dataOf<{ payment: CustomerPayment }>(response).payment;
    };
    const detail = async (headers: Record<string, string>, id: string) =>
      dataOf<{ payment: PaymentDetail }>(
        await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), headers),
      ).payment;

    it('says nobody can approve the owner’s own request while the approver is only invited, and counts them once joined', async () => {
      const { owner } = await waitingRequest();
      const payment = await pay(owner.headers);
      expect(payment.status).toBe('awaiting_approval');
      expect((await detail(owner.headers, payment.id)).approvers).toEqual({ others: 0, invited: 0 });

      const email = 'tunde.bakare@example.com';
      expect(
        (await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, { email, role: 'approver' }))
          .statusCode,
      ).toBe(201);
      expect((await detail(owner.headers, payment.id)).approvers).toEqual({ others: 0, invited: 1 });

      const joined = await call(
        server,
        'POST',
        acceptPath(invitationToken(server, email)),
        {},
        { name: 'Tunde Bakare', password: 'Member-Pass-1' },
      );
      expect(joined.statusCode).toBe(201);
      expect((await detail(owner.headers, payment.id)).approvers).toEqual({ others: 1, invited: 0 });
    });

    it('counts the owner as an approver of a maker’s request, and says nothing once it left the wait', async () => {
      const { owner } = await waitingRequest();
      const maker = await invitedMember(server, owner, 'maker');
      const payment = await pay(maker.headers);
      expect((await detail(maker.headers, payment.id)).approvers).toEqual({ others: 1, invited: 0 });
      const approved = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, payment.id),
        owner.headers,
      );
      expect(approved.statusCode).toBe(200);
      expect((await detail(maker.headers, payment.id)).approvers).toBeNull();
    });
  },
);
