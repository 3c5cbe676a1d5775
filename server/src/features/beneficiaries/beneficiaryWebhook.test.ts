import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { Webhook } from 'standardwebhooks';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { call, customerSession, dataOf } from '../payments/testing/paymentTesting';
import { dispatcherFor } from '../webhooks/testing/testDispatcher';
import { startReceiver, type Receiver } from '../webhooks/testing/webhookReceiver';
import { GERMAN, saveBeneficiary } from './testing/beneficiaryTesting';

// Issue 36 (D46, item 5): a business's software hears of a beneficiary its clerk edits, with the
// beneficiary as the API answers the edit and the time of the change, so that it can keep its
// vendor master in step and order messages that arrive out of order.

type Message = {
  type: string;
  timestamp: string;
  data: { state: string; occurredAt: string; beneficiary: BeneficiaryView };
};

describe.each(DATABASE_KINDS)('beneficiary.changed when the customer edits a beneficiary on %s', (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let receiver: Receiver;
  afterEach(async () => {
    await receiver?.close();
  });

  const deliverAll = () => dispatcherFor(server).runOnce();

  it('sends the edited beneficiary as PUT answers it, stamped with the time of the change', async () => {
    receiver = await startReceiver();
    const owner = await customerSession(server);
    const registered = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
      url: receiver.url,
      events: ['beneficiary.changed'],
    });
    const { secret } = dataOf<WebhookEndpointSecretData>(registered);
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    const edit = async (body: object) => {
      const before = Date.now();
      const response = await call(server, 'PUT', beneficiaryPath(saved.id), owner.headers, body);
      expect(`${response.statusCode} ${response.statusCode === 200 ? '' : response.body}`).toBe('200 ');
      return {
        before,
        after: Date.now(),
        beneficiary: dataOf<{ beneficiary: BeneficiaryView }>(response).beneficiary,
      };
    };
    const messages = () =>
      receiver.received.map(
        (message) =>
          new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as Message,
      );

    // New bank details (a new version): the change's time is the one the API shows for them.
    const moved = await edit({ ...GERMAN, name: 'Acme Europe GmbH', iban: 'DE75 5121 0800 1245 1261 99' });
    expect(moved.beneficiary).toMatchObject({ version: 2, name: 'Acme Europe GmbH' });
    expect(await deliverAll()).toBe(1);
    const [first] = messages();
    expect(first?.type).toBe('beneficiary.changed');
    expect(first?.data.beneficiary).toEqual(moved.beneficiary);
    expect(first?.data.state).toBe('active');
    expect(first?.data.occurredAt).toBe(moved.beneficiary.detailsChangedAt);
    expect(Date.parse(first?.data.occurredAt ?? '')).toBeGreaterThanOrEqual(moved.before - 1000);
    expect(Date.parse(first?.data.occurredAt ?? '')).toBeLessThanOrEqual(moved.after);

    // A new address only (same bank details, same version): the time of this change, after the first.
    const renamed = await edit({
      ...GERMAN,
      name: 'Acme Europe GmbH',
      iban: 'DE75 5121 0800 1245 1261 99',
      address: 'Hafenstrasse 2, 20459 Hamburg',
    });
    expect(await deliverAll()).toBe(1);
    const second = messages()[1];
    expect(second?.data.beneficiary).toEqual(renamed.beneficiary);
    expect(second?.data.beneficiary.address).toBe('Hafenstrasse 2, 20459 Hamburg');
    expect(Date.parse(second?.data.occurredAt ?? '')).toBeGreaterThan(
      Date.parse(first?.data.occurredAt ?? ''),
    );
    expect(Date.parse(second?.data.occurredAt ?? '')).toBeGreaterThanOrEqual(renamed.before - 1000);
    expect(Date.parse(second?.data.occurredAt ?? '')).toBeLessThanOrEqual(renamed.after);
    expect(second?.timestamp).toBe(second?.data.occurredAt);

    // Saved again exactly as it is: nothing changed, nothing is told.
    await edit({
      ...GERMAN,
      name: 'Acme Europe GmbH',
      iban: 'DE75 5121 0800 1245 1261 99',
      address: 'Hafenstrasse 2, 20459 Hamburg',
    });
    expect(await deliverAll()).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });
});
