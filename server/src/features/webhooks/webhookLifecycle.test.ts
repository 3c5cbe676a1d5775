import { withId } from '@portal/contracts/api';
import { JOURNEY_PATHS, PAYOUT_FILE_FIELD } from '@portal/contracts/paymentJourney';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { Webhook } from 'standardwebhooks';
import { api, DATABASE_KINDS, TEST_PUBLIC_URL, useTestServer } from '../../testing';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import { multipartBody } from '../../plugins/uploads/testing/multipartBody';
import {
  adminSession,
  call,
  customerSession,
  dataOf,
  decide,
  submitted,
} from '../payments/testing/paymentTesting';
import { invitedMember } from '../team/testing/teamTesting';
import { WebhookDispatcher } from './index';
import { startReceiver, type Receiver } from './testing/webhookReceiver';

// Issue 36 (D46): "every payment state change" is an event named from the lifecycle, carrying
// the payment as the API answers it, its state and the time of the move (item 5), so that a
// receiver can put messages that arrive out of order back in order.

const quiet = { warn: () => undefined, error: () => undefined };

describe.each(DATABASE_KINDS)('payment events through the lifecycle (issue 36) on %s', (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let receiver: Receiver;
  afterEach(async () => {
    await receiver?.close();
  });

  it('tells every state a payment reaches, from awaiting approval to sent, and a refund', async () => {
    receiver = await startReceiver();
    const owner = await customerSession(server);
    const admin = await adminSession(server);
    const approver = await invitedMember(server, owner, 'approver');
    const registered = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
      url: receiver.url,
      events: [
        'payment.awaiting_approval',
        'payment.pending',
        'payment.approved',
        'payment.funding_reported',
        'payment.funded',
        'payment.sent',
        'payment.refunded',
      ],
    });
    expect(registered.statusCode).toBe(201);
    const { secret } = dataOf<WebhookEndpointSecretData>(registered);
    await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: '1000' });

    const move = async (path: string, id: string, body: unknown, headers = admin.headers) => {
      const response = await call(server, 'POST', withId(path, id), headers, body);
      expect(`${path} ${response.statusCode} ${response.statusCode === 200 ? '' : response.body}`).toBe(
        `${path} 200 `,
      );
    };
    const confirmFunding = async (id: string) => {
      const { payment } = dataOf<{ payment: { localAmount: string } }>(
        await call(server, 'GET', withId('/payments/:id', id), owner.headers),
      );
      await move(JOURNEY_PATHS.adminFundingConfirm, id, {
        amountReceived: payment.localAmount,
        bankReference: 'FBN-TRF-001',
      });
    };

    const sent = await submitted(server, owner.headers);
    await move(TEAM_PATHS.approvePayment, sent, {}, approver.headers);
    expect((await decide(server, admin.headers, sent, 'approve')).statusCode).toBe(200);
    await move(JOURNEY_PATHS.paymentFunding, sent, { reference: 'FBN-TRF-001' }, owner.headers);
    await confirmFunding(sent);
    const form = multipartBody([
      { field: 'paidAt', value: server.test.clock.now().toISOString() },
      { field: 'reference', value: 'UETR-001' },
      { field: PAYOUT_FILE_FIELD, fileName: 'swift.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    const paid = await server.test.app.inject({
      method: 'POST',
      url: api(withId(JOURNEY_PATHS.adminPayout, sent)),
      headers: { ...form.headers, ...admin.headers },
      payload: form.payload,
    });
    expect(paid.statusCode).toBe(200);

    const refunded = await submitted(server, owner.headers);
    await move(TEAM_PATHS.approvePayment, refunded, {}, approver.headers);
    expect((await decide(server, admin.headers, refunded, 'approve')).statusCode).toBe(200);
    await move(JOURNEY_PATHS.paymentFunding, refunded, { reference: 'FBN-TRF-002' }, owner.headers);
    await confirmFunding(refunded);
    await move(JOURNEY_PATHS.adminRefund, refunded, { reason: 'The vendor closed its account' });

    // One at a time, oldest first, as long as any is due.
    const worker = new WebhookDispatcher({
      db: server.database.db,
      mailer: server.test.mailer,
      publicUrl: TEST_PUBLIC_URL,
      log: quiet,
      allowPrivate: true,
      concurrency: 1,
    });
    while ((await worker.runOnce()) > 0);
    const messages = receiver.received
      .map(
        (message) =>
          new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as {
            type: string;
            data: { state: string; occurredAt: string; payment: { id: string; status: string } };
          },
      )
      // A receiver orders them by the time of the move, whatever order they came in.
      .sort((a, b) => Date.parse(a.data.occurredAt) - Date.parse(b.data.occurredAt));
    const told = (id: string) =>
      messages
        .filter((message) => message.data.payment.id === id)
        .map((message) => [message.type, message.data.state, message.data.payment.status]);
    const lifecycle = (states: string[]) => states.map((state) => [`payment.${state}`, state, state]);
    expect(told(sent)).toEqual(
      lifecycle(['awaiting_approval', 'pending', 'approved', 'funding_reported', 'funded', 'sent']),
    );
    expect(told(refunded)).toEqual(
      lifecycle(['awaiting_approval', 'pending', 'approved', 'funding_reported', 'funded', 'refunded']),
    );
  }, 60_000);
});
