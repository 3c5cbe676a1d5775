import type { LightMyRequestResponse } from 'fastify';
import { DATA_PATHS, withId, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { RegistrationRow } from '@portal/contracts/review';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  customerSession,
  insertApprovedDocumentSet,
  insertDocument,
  postJson,
} from './testing/reviewTesting';

/** A decision is made once: two admins deciding the same item at the same moment; the database picks one. */
describe.each(DATABASE_KINDS)('two admins deciding at once on %s', (kind) => {
  const server = useTestServer(kind);

  async function twoAdmins() {
    return Promise.all([
      adminSession(server, 'first.admin@vendorbridge.test'),
      adminSession(server, 'second.admin@vendorbridge.test'),
    ]);
  }

  const outcome = (responses: LightMyRequestResponse[]) =>
    responses.map((response) => [response.statusCode, response.json<ApiFailure>().code ?? null]).sort();

  it('approve and approve of one registration: one 200, one 409, one audit entry, one e-mail', async () => {
    const [first, second] = await twoAdmins();
    const customer = await customerSession(server);
    await insertApprovedDocumentSet(server, customer.user.id);
    server.test.mail.length = 0;
    const path = withId(DATA_PATHS.adminRegistrationApprove, customer.user.id);
    const responses = await Promise.all([
      postJson(server, path, first.headers, {}),
      postJson(server, path, second.headers, {}),
    ]);
    expect(outcome(responses)).toEqual([
      [200, null],
      [409, ERROR_CODES.alreadyDecided],
    ]);
    expect(await auditRows(server)).toHaveLength(1);
    expect(server.test.mail.filter((mail) => mail.to === customer.user.email)).toHaveLength(1);
  });

  it('approve against reject of one registration: one decision stands', async () => {
    const [first, second] = await twoAdmins();
    const customer = await customerSession(server);
    await insertApprovedDocumentSet(server, customer.user.id);
    server.test.mail.length = 0;
    const responses = await Promise.all([
      postJson(server, withId(DATA_PATHS.adminRegistrationApprove, customer.user.id), first.headers, {}),
      postJson(server, withId(DATA_PATHS.adminRegistrationReject, customer.user.id), second.headers, {
        reason: 'Duplicate',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditRows(server);
    expect(audit).toHaveLength(1);
    const winner = responses
      .find((response) => response.statusCode === 200)
      ?.json<{ data: { registration: RegistrationRow } }>().data.registration;
    expect(audit[0]?.action).toBe(
      winner?.status === 'approved' ? 'registration.approve' : 'registration.reject',
    );
    expect(server.test.mail).toHaveLength(1);
  });

  it('approve and approve of one document set: one 200, one 409, one audit entry, one e-mail', async () => {
    const [first, second] = await twoAdmins();
    const customer = await customerSession(server);
    await insertDocument(server, customer.user.id, 'bvn');
    await insertDocument(server, customer.user.id, 'cac');
    server.test.mail.length = 0;
    const path = withId(DATA_PATHS.adminDocumentsApprove, customer.user.id);
    const responses = await Promise.all([
      postJson(server, path, first.headers, {}),
      postJson(server, path, second.headers, {}),
    ]);
    expect(outcome(responses)).toEqual([
      [200, null],
      [409, ERROR_CODES.alreadyDecided],
    ]);
    expect(await auditRows(server)).toHaveLength(1);
    expect(server.test.mail).toHaveLength(1);
  });
});
