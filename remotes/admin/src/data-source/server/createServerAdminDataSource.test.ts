import { ERROR_CODES, REVIEW_MESSAGES } from '@portal/contracts';
import { ADMIN_TOKEN, answer, fakeApi, refuse, succeed } from '../../testing/fakeApi';
import {
  activityFixture,
  documentApprovalFixture,
  registrationFixture,
  statsFixture,
} from '../../testing/fixtures';
import { AdminRequestError } from '../AdminRequestError';
import { SERVER_MESSAGES } from './readAnswer';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as AdminRequestError,
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

  it('sends the status filter, and the trimmed search only when there is one', async () => {
    const { source, calls } = fakeApi(() => succeed({ registrations: [registrationFixture()] }));
    expect(await source.listRegistrations({ status: 'pending', search: '' })).toEqual([
      registrationFixture(),
    ]);
    await source.listRegistrations({ status: 'all', search: '  Okonkwo & Sons ' });
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/registrations?status=pending',
      '/admin/registrations?status=all&search=Okonkwo+%26+Sons',
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
        ? succeed({ approvals: [row] })
        : succeed({ approval: { ...row, status: 'approved' } }),
    );
    expect(await source.listDocumentApprovals({ status: 'rejected', search: 'obi' })).toEqual([row]);
    expect(await source.decideDocumentApproval('usr-1', { decision: 'approved' })).toMatchObject({
      status: 'approved',
    });
    await source.decideDocumentApproval('usr-1', { decision: 'rejected', reason: 'Blurred' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/documents?status=rejected&search=obi',
      'POST /admin/documents/usr-1/approve',
      'POST /admin/documents/usr-1/reject',
    ]);
  });

  it("refuses with the server's message, code and field errors", async () => {
    const { source } = fakeApi(() =>
      refuse(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided }),
    );
    const conflict = await refusal(source.decideRegistration('reg-1', { decision: 'approved' }));
    expect(conflict).toBeInstanceOf(AdminRequestError);
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
    const { source } = fakeApi(() => succeed({ registrations: [{ id: 'reg-1', name: 'Half a row' }] }));
    expect(await refusal(source.listRegistrations({ status: 'pending', search: '' }))).toMatchObject({
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
});
