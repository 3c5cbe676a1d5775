import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { ADMIN_TOKEN, answer, fakeApi, refuse, succeed } from '../../testing/fakeApi';
import {
  activityFixture,
  documentApprovalFixture,
  paymentFixture,
  ratesFixture,
  receivingAccountFixture,
  registrationFixture,
  statsFixture,
  walletFixture,
  DECIDED_AT,
  SUBMITTED_AT,
} from '../../testing/fixtures';
import { RequestError } from '@portal/auth';
import { SERVER_MESSAGES } from '@portal/auth';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as RequestError,
  );

describe('the server admin data source', () => {
  it('reads the dashboard counts with the admin token', async () => {
    const { source, calls } = fakeApi(() => succeed({ stats: statsFixture({ paymentRequests: 4 }) }));
    expect(await source.getDashboardStats()).toEqual(statsFixture({ paymentRequests: 4 }));
    expect(calls).toEqual([
      { method: 'GET', path: '/admin/dashboard', authorization: `Bearer ${ADMIN_TOKEN}`, body: undefined },
    ]);
  });

  it('asks for the newest activity entries up to the limit', async () => {
    const { source, calls } = fakeApi(() => succeed({ activity: [activityFixture()] }));
    expect(await source.listRecentActivity(10)).toEqual([activityFixture()]);
    expect(calls[0]!.path).toBe('/admin/activity?limit=10');
  });

  it('sends the status filter, the trimmed search only when there is one, and the cursor only after the first page', async () => {
    const { source, calls } = fakeApi(() =>
      succeed({ registrations: [registrationFixture()], nextCursor: 'c2/+=' }),
    );
    expect(await source.listRegistrations({ status: 'pending', search: '' }, null)).toEqual({
      registrations: [registrationFixture()],
      nextCursor: 'c2/+=',
    });
    await source.listRegistrations({ status: 'all', search: '  Okonkwo & Sons ' }, null);
    await source.listRegistrations({ status: 'all', search: 'Okonkwo' }, 'c2/+=');
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/registrations?status=pending',
      '/admin/registrations?status=all&search=Okonkwo+%26+Sons',
      '/admin/registrations?status=all&search=Okonkwo&cursor=c2%2F%2B%3D',
    ]);
  });

  it('approves with an empty POST and rejects with the reason', async () => {
    const decided = registrationFixture({ status: 'rejected', reason: 'CAC certificate unreadable' });
    const { source, calls } = fakeApi(() => succeed({ registration: decided }));
    await source.decideRegistration('reg 1', { decision: 'approved' });
    expect(
      await source.decideRegistration('reg-1', {
        decision: 'rejected',
        reason: 'CAC certificate unreadable',
      }),
    ).toEqual(decided);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/admin/registrations/reg%201/approve', body: undefined },
      {
        method: 'POST',
        path: '/admin/registrations/reg-1/reject',
        body: { reason: 'CAC certificate unreadable' },
      },
    ]);
  });

  it('lists and decides document approvals on their own routes', async () => {
    const row = documentApprovalFixture();
    const { source, calls } = fakeApi((call) =>
      call.method === 'GET'
        ? succeed({ approvals: [row], nextCursor: null })
        : succeed({ approval: { ...row, status: 'approved' } }),
    );
    expect(await source.listDocumentApprovals({ status: 'rejected', search: 'obi' }, null)).toEqual({
      approvals: [row],
      nextCursor: null,
    });
    await source.listDocumentApprovals({ status: 'pending', search: '' }, 'after-50');
    expect(await source.decideDocumentApproval('usr-1', { decision: 'approved' })).toMatchObject({
      status: 'approved',
    });
    await source.decideDocumentApproval('usr-1', { decision: 'rejected', reason: 'Blurred' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/documents?status=rejected&search=obi',
      'GET /admin/documents?status=pending&cursor=after-50',
      'POST /admin/documents/usr-1/approve',
      'POST /admin/documents/usr-1/reject',
    ]);
  });

  it("refuses with the server's message, code and field errors", async () => {
    const { source } = fakeApi(() =>
      refuse(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided }),
    );
    const conflict = await refusal(source.decideRegistration('reg-1', { decision: 'approved' }));
    expect(conflict).toBeInstanceOf(RequestError);
    expect(conflict).toMatchObject({
      message: REVIEW_MESSAGES.alreadyDecided,
      status: 409,
      code: ERROR_CODES.alreadyDecided,
    });

    const { source: strict } = fakeApi(() =>
      refuse(400, REVIEW_MESSAGES.reasonRequired, {
        code: ERROR_CODES.validation,
        errors: { reason: [REVIEW_MESSAGES.reasonRequired] },
      }),
    );
    const invalid = await refusal(strict.decideRegistration('reg-1', { decision: 'rejected', reason: ' ' }));
    expect(invalid.errors).toEqual({ reason: [REVIEW_MESSAGES.reasonRequired] });
  });

  it('refuses an answer that does not have the contract shape, rather than show it', async () => {
    const { source } = fakeApi(() =>
      succeed({ registrations: [{ id: 'reg-1', name: 'Half a row' }], nextCursor: null }),
    );
    expect(await refusal(source.listRegistrations({ status: 'pending', search: '' }, null))).toMatchObject({
      message: SERVER_MESSAGES.unexpected,
    });
  });

  it('says the server could not be reached when the network fails', async () => {
    const { source } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await refusal(source.getDashboardStats())).toMatchObject({
      message: SERVER_MESSAGES.unreachable,
      status: 0,
    });
  });

  it('downloads a document through the authorised file route', async () => {
    const { source, calls } = fakeApi(
      () => new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await source.openDocumentFile('file-bvn');
    expect(await blob.text()).toBe('%PDF-1.7 test');
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/documents/file-bvn/file',
        authorization: `Bearer ${ADMIN_TOKEN}`,
        body: undefined,
      },
    ]);
  });

  it('says a missing file was not found', async () => {
    const { source } = fakeApi(() =>
      answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
    expect(await refusal(source.openDocumentFile('gone'))).toMatchObject({
      message: SERVER_MESSAGES.fileMissing,
      status: 404,
    });
  });

  it('reads payment requests a page at a time, by status, sending the cursor only after the first page', async () => {
    const page = { payments: [paymentFixture()], nextCursor: 'c2' };
    const { source, calls } = fakeApi(() => succeed(page));
    expect(await source.listPaymentRequests({ status: 'pending', cursor: null })).toEqual(page);
    await source.listPaymentRequests({ status: 'all', cursor: 'c2/+=' });
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/payments?status=pending',
      '/admin/payments?status=all&cursor=c2%2F%2B%3D',
    ]);
  });

  it('approves a payment request with an empty POST and rejects it with the reason', async () => {
    const decided = paymentFixture({ status: 'rejected', reason: 'Invoice does not match' });
    const { source, calls } = fakeApi(() => succeed({ payment: decided }));
    await source.decidePaymentRequest('pay 1', { decision: 'approved' });
    expect(
      await source.decidePaymentRequest('pay-1', { decision: 'rejected', reason: 'Invoice does not match' }),
    ).toEqual(decided);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/admin/payments/pay%201/approve', body: undefined },
      { method: 'POST', path: '/admin/payments/pay-1/reject', body: { reason: 'Invoice does not match' } },
    ]);
  });

  it("downloads a payment's invoice through the authorised route", async () => {
    const { source, calls } = fakeApi(
      () => new Response('%PDF-1.7 invoice', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(await (await source.openPaymentInvoice('pay-1')).text()).toBe('%PDF-1.7 invoice');
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/payments/pay-1/invoice',
        authorization: `Bearer ${ADMIN_TOKEN}`,
        body: undefined,
      },
    ]);
  });

  it('reads an unset receiving account as null (nothing waiting), and saves one with a PUT answering what was stored', async () => {
    const stored = receivingAccountFixture({ swiftCode: 'ZEIBNGLA' });
    const { source, calls } = fakeApi((call) =>
      call.method === 'GET' ? succeed({ receivingAccount: null }) : succeed({ receivingAccount: stored }),
    );
    expect(await source.getReceivingAccount()).toEqual({ receivingAccount: null, pendingChange: null });
    const { updatedAt: _updatedAt, ...body } = stored;
    // No other superadmin in this answer: nothing waits (issue 22).
    expect(await source.saveReceivingAccount(body)).toEqual({
      receivingAccount: stored,
      pendingChange: null,
    });
    expect(calls.map(({ method, path, body: sent }) => ({ method, path, body: sent }))).toEqual([
      { method: 'GET', path: '/admin/receiving-account', body: undefined },
      { method: 'PUT', path: '/admin/receiving-account', body },
    ]);
  });

  it('refuses a save the server answered without the stored account', async () => {
    const { source } = fakeApi(() => succeed({ receivingAccount: null }));
    const { updatedAt: _updatedAt, ...body } = receivingAccountFixture();
    expect(await refusal(source.saveReceivingAccount(body))).toMatchObject({
      message: SERVER_MESSAGES.unexpected,
    });
  });

  it('reads and saves the wallet settings', async () => {
    const saved = walletFixture({ nairaAccountNumber: '0123456789', updatedAt: SUBMITTED_AT });
    const { source, calls } = fakeApi((call) =>
      succeed({ wallet: call.method === 'GET' ? walletFixture() : saved }),
    );
    expect(await source.getWalletSettings()).toEqual(walletFixture());
    const body = { nairaAccountNumber: '0123456789', usdcWalletAddress: '', usdtWalletAddress: '' };
    expect(await source.saveWalletSettings(body)).toEqual(saved);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/wallet',
      'PUT /admin/wallet',
    ]);
    expect(calls[1]!.body).toEqual(body);
  });

  it('reads the rate table and changes one rate on its own route', async () => {
    const changed = { base: 'USD', quote: 'NGN', rate: '415.25', setAt: DECIDED_AT, updatedAt: DECIDED_AT };
    const { source, calls } = fakeApi((call) =>
      call.method === 'GET' ? succeed(ratesFixture()) : succeed({ rate: changed }),
    );
    expect(await source.listRates()).toEqual(ratesFixture());
    expect(await source.updateRate('USD', 'NGN', { rate: '415.25' })).toEqual(changed);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/rates', body: undefined },
      { method: 'PUT', path: '/admin/rates/USD/NGN', body: { rate: '415.25' } },
    ]);
  });

  it("reads the staff member's own two-factor state from the Security page's route", async () => {
    const twoFactor = { enabled: false, required: false, recoveryCodesLeft: 0 };
    const { source, calls } = fakeApi(() => succeed({ twoFactor }));
    expect(await source.getTwoFactorStatus()).toEqual(twoFactor);
    expect(calls.map(({ method, path }) => [method, path])).toEqual([['GET', '/auth/2fa']]);
  });
});
