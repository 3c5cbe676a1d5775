import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { Webhook } from 'standardwebhooks';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { saveCompany } from '../decisions/testing/reviewTesting';
import { call, customerSession, dataOf } from '../payments/testing/paymentTesting';
import { dispatcherFor } from '../webhooks/testing/testDispatcher';
import { startReceiver, type Receiver } from '../webhooks/testing/webhookReceiver';
import { createLink, GERMAN_BANK, NEW_VENDOR, submitAsVendor } from './testing/vendorDetailsTesting';

// Issue 36 (D46) with D43: bank details the vendor enters through a link make or change a
// beneficiary as a clerk's entry does, so the business's software hears of them the same way.

type Message = { type: string; data: { state: string; occurredAt: string; beneficiary: BeneficiaryView } };

describe.each(DATABASE_KINDS)("the vendor's own bank details reach the business's webhooks on %s", (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let receiver: Receiver;
  afterEach(async () => {
    await receiver?.close();
  });

  const deliverAll = () => dispatcherFor(server).runOnce();

  /** An approved, named business whose endpoint hears of every beneficiary event. */
  const subscribed = async () => {
    receiver = await startReceiver();
    const owner = await customerSession(server);
    await saveCompany(server, owner.user.id, 'Lagos Imports Ltd');
    const registered = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
      url: receiver.url,
      events: ['beneficiary.created', 'beneficiary.changed'],
    });
    const { secret } = dataOf<WebhookEndpointSecretData>(registered);
    const messages = () =>
      receiver.received.map(
        (message) =>
          new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as Message,
      );
    return { owner, messages };
  };

  it('a new vendor entering their details sends beneficiary.created with the details they entered', async () => {
    const { owner, messages } = await subscribed();
    const link = await createLink(server, owner.headers, NEW_VENDOR);
    expect((await submitAsVendor(server, link.path, GERMAN_BANK)).statusCode).toBe(201);
    expect(await deliverAll()).toBe(1);
    const [created] = messages();
    expect(created?.type).toBe('beneficiary.created');
    expect(created?.data.beneficiary).toMatchObject({
      name: NEW_VENDOR.name,
      iban: 'DE89370400440532013000',
      vendorEntry: { confirmedAt: null },
    });
    expect(created?.data.occurredAt).toBe(created?.data.beneficiary.createdAt);
  });

  it("a saved vendor's new bank details send beneficiary.changed with the new version", async () => {
    const { owner, messages } = await subscribed();
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    expect(await deliverAll()).toBe(1);
    const link = await createLink(server, owner.headers, { beneficiaryId: saved.id });
    const moved = {
      address: 'Taubenstrasse 7, Berlin',
      bankName: 'Deutsche Kreditbank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    };
    expect((await submitAsVendor(server, link.path, moved)).statusCode).toBe(201);
    expect(await deliverAll()).toBe(1);
    const changed = messages().at(-1);
    expect(changed?.type).toBe('beneficiary.changed');
    expect(changed?.data.beneficiary).toMatchObject({ id: saved.id, version: 2, iban: moved.iban });
    expect(changed?.data.occurredAt).toBe(changed?.data.beneficiary.detailsChangedAt);
  });
});
