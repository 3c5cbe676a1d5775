import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS, paymentInvoicePath } from '@portal/contracts/paymentPaths';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import { fillPath, operationsOf, readDocument } from '../../plugins/openapi/testing/openApiDocument';
import { call, customerSession, dataOf, PAYMENT, submitForm } from '../payments/testing/paymentTesting';
import { invitedMember } from '../team/testing/teamTesting';
import { enrol } from '../two-factor/testing/twoFactorTesting';

/**
 * The routes a member of a business that requires two-factor sign-in may still call before
 * enrolling: their own account and its security (to enrol). Every other signed-in route refuses
 * them; a new route is held to the requirement unless it is added here on purpose.
 */
const OPEN_BEFORE_ENROLLING = [
  'GET /api/auth/me',
  'GET /api/auth/sessions',
  'POST /api/auth/sessions/end-all',
  'POST /api/auth/password',
  'GET /api/auth/2fa',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
].sort();

const ADMIN_ONLY = 'A signed-in admin (bearer access token); other roles get 403.';
const ANY_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)("a business's two-factor requirement on %s", (kind) => {
  const server = useTestServer(kind);

  /** An owner with a request and its invoice, and a viewer, in a business that now requires two-factor sign-in. */
  async function requiringBusiness() {
    const owner = await customerSession(server);
    const viewer = await invitedMember(server, owner, 'viewer');
    const submitted = await submitForm(server, owner.headers, { ...PAYMENT }, [
      { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(submitted.statusCode).toBe(201);
    const payment = dataOf<{ payment: CustomerPayment }>(submitted).payment;
    const policy = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
      thresholdNgn: null,
      requireTwoFactor: true,
    });
    expect(policy.statusCode).toBe(200);
    return { owner, viewer, payment };
  }

  it("refuses a member without a second factor the business's files as well as its lists, until they enrol", async () => {
    const { viewer, payment } = await requiringBusiness();
    for (const path of [PAYMENT_PATHS.payments, paymentInvoicePath(payment.id)]) {
      const refused = await call(server, 'GET', path, viewer.headers);
      expect([path, refused.statusCode]).toEqual([path, 403]);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.twoFactorSetupRequired });
    }
    await enrol(server, viewer.headers.authorization?.replace('Bearer ', '') ?? '');
    const invoice = await call(server, 'GET', paymentInvoicePath(payment.id), viewer.headers);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.equals(PDF)).toBe(true);
  });

  it('holds every signed-in route of the API to it, but for the account and security routes used to enrol', async () => {
    const { viewer } = await requiringBusiness();
    const document = await readDocument(server.test.app);
    const guarded = operationsOf(document).filter(({ operation }) => operation.security?.length);
    const open: string[] = [];
    const leaks: string[] = [];
    for (const { method, path, operation } of guarded) {
      const key = `${method} ${path}`;
      // Not called: ending every session would end the test's too.
      if (OPEN_BEFORE_ENROLLING.includes(key)) {
        open.push(key);
        continue;
      }
      const url = fillPath(path, new Proxy({}, { get: () => ANY_ID }));
      const answer = await server.test.app.inject({ method: method as 'GET', url, headers: viewer.headers });
      const code = answer.json<{ code?: string }>().code;
      // An admin route refuses the customer for their role first; every other route for the second factor.
      const expected =
        operation.description === ADMIN_ONLY ? ERROR_CODES.forbidden : ERROR_CODES.twoFactorSetupRequired;
      if (answer.statusCode !== 403 || code !== expected)
        leaks.push(`${key} → ${answer.statusCode} ${code ?? ''}`);
    }
    expect(leaks).toEqual([]);
    expect(open.sort()).toEqual(OPEN_BEFORE_ENROLLING);
    expect(guarded.length).toBeGreaterThan(50);
  });
});
