import type { RegistrationRow } from '@portal/contracts/review';
import { DATA_PATHS, withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, customerSession, getJson, insertDocument, postJson } from './testing/reviewTesting';

const LISTS = [
  DATA_PATHS.adminRegistrations,
  DATA_PATHS.adminDocuments,
  DATA_PATHS.adminDashboard,
  DATA_PATHS.adminActivity,
];
const DECISIONS = [
  DATA_PATHS.adminRegistrationApprove,
  DATA_PATHS.adminRegistrationReject,
  DATA_PATHS.adminDocumentsApprove,
  DATA_PATHS.adminDocumentsReject,
];

/**
 * Every admin route checks the stored role both ways: no token, a customer's token, ids and queries
 * that cannot be.
 */
describe.each(DATABASE_KINDS)('admin review routes refuse on %s', (kind) => {
  const server = useTestServer(kind);

  it('refuses every admin route without a token (401) and with a customer token (403)', async () => {
    const customer = await customerSession(server);
    await insertDocument(server, customer.user.id, 'bvn');
    await insertDocument(server, customer.user.id, 'cac');
    for (const path of LISTS) {
      expect({ path, status: (await getJson(server, path)).statusCode }).toEqual({ path, status: 401 });
      const forbidden = await getJson(server, path, customer.headers);
      expect({ path, status: forbidden.statusCode }).toEqual({ path, status: 403 });
      expect(forbidden.json()).toMatchObject({ success: false, code: ERROR_CODES.forbidden });
    }
    for (const pattern of DECISIONS) {
      const path = withId(pattern, customer.user.id);
      const body = { reason: 'Self-approval' };
      expect({ path, status: (await postJson(server, path, {}, body)).statusCode }).toEqual({
        path,
        status: 401,
      });
      const forbidden = await postJson(server, path, customer.headers, body);
      expect({ path, status: forbidden.statusCode }).toEqual({ path, status: 403 });
    }
    // The customer could decide nothing about themselves.
    const admin = await adminSession(server);
    const [row] = (await getJson(server, `${DATA_PATHS.adminRegistrations}?status=all`, admin.headers)).json<{
      data: { registrations: RegistrationRow[] };
    }>().data.registrations;
    expect(row).toMatchObject({ id: customer.user.id, status: 'pending' });
  });

  it('answers 404 for an unknown uuid and for an id that is not a uuid', async () => {
    const admin = await adminSession(server);
    for (const pattern of DECISIONS) {
      for (const id of ['6f1c2f0e-8d1b-4c41-9d7e-0b2f1c3a4d5e', '1 or 1=1', '..%2F..%2Fetc', '123']) {
        const response = await postJson(server, withId(pattern, id), admin.headers, { reason: 'Because' });
        expect({ pattern, id, status: response.statusCode }).toEqual({ pattern, id, status: 404 });
        expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
      }
    }
  });

  it.each(['?status=bogus', '?status=', '?status=pending&status=approved', `?search=${'x'.repeat(101)}`])(
    'refuses the lists with a bad query %s (400)',
    async (query) => {
      const admin = await adminSession(server);
      for (const path of [DATA_PATHS.adminRegistrations, DATA_PATHS.adminDocuments]) {
        const response = await getJson(server, `${path}${query}`, admin.headers);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
        expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
      }
    },
  );

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a number for the reason', '{"reason": 5}'],
    ['a reason over 500 characters', JSON.stringify({ reason: 'r'.repeat(501) })],
    ['a NUL in the reason', JSON.stringify({ reason: 'Bad\u0000file' })],
  ])('refuses decisions with %s as body (400)', async (_name, payload) => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    await insertDocument(server, customer.user.id, 'bvn');
    await insertDocument(server, customer.user.id, 'cac');
    for (const pattern of DECISIONS) {
      const response = await server.test.app.inject({
        method: 'POST',
        url: `/api${withId(pattern, customer.user.id)}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload,
      });
      expect({ pattern, status: response.statusCode }).toEqual({ pattern, status: 400 });
    }
  });
});
