import { MONEY_LIMIT_MESSAGES, MONEY_MAXIMA } from '@portal/contracts/moneyLimits';
import { JOURNEY_PATHS, journeyPath } from '@portal/contracts/paymentJourney';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, call, customerSession } from './testing/paymentTesting';
import { insertPaymentIn, paymentRow } from './testing/journeyTesting';

describe.each(DATABASE_KINDS)('the naira received, at its maximum (issue 32 item 4) on %s', (kind) => {
  const server = useTestServer(kind);

  it('refuses an amount above the naira maximum at the field (400, not a 500), changing nothing', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'funding_reported');
    const confirm = (amountReceived: string) =>
      call(server, 'POST', journeyPath(JOURNEY_PATHS.adminFundingConfirm, id), admin.headers, {
        amountReceived,
        bankReference: 'FBN-9',
      });
    const overflow = await confirm('99999999999999999999.99');
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json()).toMatchObject({
      success: false,
      errors: { amountReceived: [MONEY_LIMIT_MESSAGES.nairaTooLarge] },
    });
    expect((await paymentRow(server, id)).status).toBe('funding_reported');
    const largest = await confirm(MONEY_MAXIMA.nairaAmount);
    expect(largest.statusCode).toBe(200);
    expect((await paymentRow(server, id)).amountReceived).toBe(`${MONEY_MAXIMA.nairaAmount}.00`);
  });
});
