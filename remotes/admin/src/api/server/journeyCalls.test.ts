import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { RequestError } from '@portal/auth';
import { fakeApi, refuse, succeed } from '../../testing/fakeApi';
import { paymentFixture } from '../../testing/fixtures';

const ID = '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e01';

describe("the admin data source's payment journey calls", () => {
  it('sends each staff move to its route with its body and reads the request as moved', async () => {
    const moved = paymentFixture({ status: 'funded' });
    const { source, calls } = fakeApi(() => succeed({ payment: moved }));
    expect(await source.confirmFunding(ID, { amountReceived: '410500.00', bankReference: 'ZEN-1' })).toEqual(
      moved,
    );
    await source.recordPayout(ID, { paidAt: '2026-01-05', reference: 'UETR-1' }, null);
    await source.refundPayment(ID, 'Vendor account closed.');
    await source.cancelPayment(ID, 'Duplicate.');
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/admin/payments/${ID}/funding/confirm`,
        body: { amountReceived: '410500.00', bankReference: 'ZEN-1' },
      },
      {
        method: 'POST',
        path: `/admin/payments/${ID}/payout`,
        body: { paidAt: '2026-01-05', reference: 'UETR-1' },
      },
      { method: 'POST', path: `/admin/payments/${ID}/refund`, body: { reason: 'Vendor account closed.' } },
      { method: 'POST', path: `/admin/payments/${ID}/cancel`, body: { reason: 'Duplicate.' } },
    ]);
  });

  it('sends the payout with its confirmation file as a multipart form', async () => {
    const { source, calls } = fakeApi(() => succeed({ payment: paymentFixture({ status: 'sent' }) }));
    const file = new File(['%PDF'], 'mt103.pdf', { type: 'application/pdf' });
    await source.recordPayout(ID, { paidAt: '2026-01-05', reference: 'UETR-1' }, file);
    // The fake records JSON bodies only: a multipart form has none to parse.
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: `/admin/payments/${ID}/payout`, body: undefined }),
    ]);
  });

  it("reads one request's journey from its own route", async () => {
    const detail = {
      ...paymentFixture(),
      beneficiary: null,
      timeline: [],
      funding: null,
      fundingReport: null,
      fundingConfirmation: null,
      payout: null,
    };
    const { source, calls } = fakeApi(() => succeed({ payment: detail }));
    expect(await source.getPaymentRequest(ID)).toEqual(detail);
    expect(calls.map((call) => call.path)).toEqual([`/admin/payments/${ID}`]);
  });

  it("rejects a short amount with the server's code and message", async () => {
    const { source } = fakeApi(() =>
      refuse(422, JOURNEY_MESSAGES.amountShort, { code: JOURNEY_CODES.amountShort }),
    );
    const failure = await source
      .confirmFunding(ID, { amountReceived: '1.00', bankReference: 'ZEN-1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({
      status: 422,
      code: JOURNEY_CODES.amountShort,
      message: JOURNEY_MESSAGES.amountShort,
    });
  });

  it('reads a statement with its period and state', async () => {
    const { source, calls } = fakeApi(
      () => new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    await source.exportPayments({ from: '2026-01-01', to: '2026-01-31', status: 'funded' });
    await source.exportAudit({ from: '2026-01-01', to: '2026-01-31' });
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/payments/export.csv?from=2026-01-01&to=2026-01-31&status=funded',
      '/admin/audit/export.csv?from=2026-01-01&to=2026-01-31',
    ]);
  });
});
