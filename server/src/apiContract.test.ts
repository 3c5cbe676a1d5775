import { API_PATHS, DATA_PATHS, ONBOARDING_PATH } from '@portal/contracts/api';
import { API_KEY_PATHS } from '@portal/contracts/apiKeys';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { CONTACT_PATH } from '@portal/contracts/contact';
import { FEE_PATHS } from '@portal/contracts/fees';
import { BATCH_COLUMNS, PAYMENT_BATCH_PATHS } from '@portal/contracts/paymentBatches';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { RECEIPT_VERIFICATION_PATHS } from '@portal/contracts/receiptVerification';
import { RECEIVING_ACCOUNT_CHANGE_PATHS } from '@portal/contracts/receivingAccountChanges';
import { REGISTRATION_REVIEW_PATHS } from '@portal/contracts/registrationReview';
import { SCREENING_PATHS } from '@portal/contracts/screening';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type { TwoFactorSetupData } from '@portal/contracts/securitySchemas';
import { STAFF_PATHS } from '@portal/contracts/staff';
import { SUPPORT_CONTACT_PATH } from '@portal/contracts/supportContact';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { VENDOR_DETAILS_PATHS } from '@portal/contracts/vendorDetailsRequests';
import { WEBHOOK_PATHS } from '@portal/contracts/webhooks';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from './features/auth';
import { totpCode } from './features/two-factor';
import {
  DATABASE_KINDS,
  bearer,
  buildTestApp,
  latestCode,
  latestResetToken,
  newCredentials,
  useTestServer,
  withCookieToken,
} from './testing';
import { tables } from './plugins/database';
import { JPEG, PDF, PNG } from './plugins/uploads/testing/fixtures';
import { multipartBody, type FilePart, type TextPart } from './plugins/uploads/testing/multipartBody';
import {
  AnswerChecker,
  fillPath,
  operationKey,
  operationsOf,
  readDocument,
  type OpenApiDocument,
} from './plugins/openapi/testing/openApiDocument';

/** A contract path (`/payments/:id`) as the document writes it (`/api/payments/{id}`). */
const documented = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

type Headers = Record<string, string>;

interface Call {
  params?: Record<string, string>;
  query?: string;
  headers?: Headers;
  body?: unknown;
  form?: readonly (FilePart | TextPart)[];
}

const ADMIN = { email: 'contract-admin@vendorbridge.test', password: 'Admin-Test-Password-1' };
const PROFILE = {
  name: 'Ada Okafor',
  phone: '0803 123 4567',
  address: '12 Marina Road, Lagos',
  bvn: '12345678901',
  tin: '12345678-0001',
  companyName: 'Okafor Trading Ltd',
  directorInfo: [{ name: 'Chidi Okafor', ninOrBvn: '10987654321', position: 'Director' }],
};
const PAYMENT = {
  recipientCompany: 'Acme GmbH',
  recipientBank: 'Deutsche Bank',
  recipientBankSwiftCode: 'DEUTDEFF',
  accountNumber: 'DE89370400440532013000',
  country: 'DE',
  address: 'Taunusanlage 12, 60325 Frankfurt am Main',
  foreignAmount: '1234.56',
  foreignCurrency: 'USD',
  purpose: 'goods',
};
const RECEIVING_ACCOUNT = {
  bankName: 'First Bank of Nigeria',
  accountName: 'VendorBridge Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: 'FBNINGLA',
  iban: '',
};
const WALLET = {
  nairaAccountNumber: '0123456789',
  usdcWalletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usdtWalletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};
const DOCUMENT_FILES: FilePart[] = [
  { field: 'bvnFile', fileName: 'bvn.pdf', contentType: 'application/pdf', content: PDF },
  { field: 'cacFile', fileName: 'cac.pdf', contentType: 'application/pdf', content: PDF },
  { field: 'proofOfAddress', fileName: 'address.png', contentType: 'image/png', content: PNG },
  { field: 'tinFile', fileName: 'tin.jpg', contentType: 'image/jpeg', content: JPEG },
  { field: 'directorInfoFiles', fileName: 'director.pdf', contentType: 'application/pdf', content: PDF },
];

describe.each(DATABASE_KINDS)('the OpenAPI document on %s', (kind) => {
  const server = useTestServer(kind);

  it('is OpenAPI 3.1 with the bearer scheme, public and not cached', async () => {
    const response = await server.test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths[documented(PAYMENT_PATHS.payments)]?.post?.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(document.paths[documented(DATA_PATHS.documents)]?.post?.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(document.paths[documented(DATA_PATHS.profile)]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[documented(API_PATHS.login)]?.post?.security).toBeUndefined();
    // An approval may come without a body; a rejection needs its reason.
    const approve = document.paths[documented(DATA_PATHS.adminRegistrationApprove)]?.post;
    expect(approve?.requestBody?.required).toBe(false);
    expect(approve).not.toHaveProperty('x-body-optional');
    expect(document.paths[documented(DATA_PATHS.adminRegistrationReject)]?.post?.requestBody?.required).toBe(
      true,
    );
  });

  it('serves the reference UI outside production', async () => {
    const response = await server.test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves no reference UI in production, where the document stays public', async () => {
    const production = await buildTestApp(server.database, { env: { NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('answers every operation, called with valid and with refused input in a real order, as documented', async () => {
    const { app, mail, clock } = server.test;
    const document = await readDocument(app);
    const checker = new AnswerChecker(document);
    const problems: string[] = [];
    const seen = new Map<string, number[]>();

    const call = async (method: string, path: string, input: Call = {}): Promise<LightMyRequestResponse> => {
      const docPath = documented(path);
      const options: InjectOptions = {
        method,
        url: fillPath(docPath, input.params ?? {}) + (input.query ?? ''),
        headers: input.headers ?? {},
      };
      if (input.form) {
        const form = multipartBody(input.form);
        options.headers = { ...options.headers, ...form.headers };
        options.payload = form.payload;
      } else if (input.body !== undefined) {
        options.payload = input.body as InjectOptions['payload'];
      }
      const response = await app.inject(options);
      problems.push(...checker.problemsWith(method, docPath, response));
      const key = operationKey({ method, path: docPath });
      seen.set(key, [...(seen.get(key) ?? []), response.statusCode]);
      return response;
    };
    const dataOf = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;
    const expectStatus = (response: LightMyRequestResponse, status: number) =>
      expect(`${response.statusCode} ${response.body.slice(0, 200)}`).toMatch(new RegExp(`^${status} `));

    await call('GET', API_PATHS.health);
    await call('GET', '/health/live');
    await call('GET', '/health/ready');

    // A customer signs up, verifies the address, signs in, and resets the password.
    const customer = newCredentials();
    await call('POST', API_PATHS.register, { body: { ...customer, password: 'short' } });
    expectStatus(await call('POST', API_PATHS.register, { body: customer }), 201);
    await call('POST', API_PATHS.register, { body: customer });
    await call('POST', API_PATHS.resendVerification, { body: { email: 'not an address' } });
    await call('POST', API_PATHS.resendVerification, { body: { email: customer.email } });
    await call('POST', API_PATHS.login, { body: customer });
    await call('POST', API_PATHS.verifyEmail, { body: { email: customer.email, otp: '000000' } });
    expectStatus(
      await call('POST', API_PATHS.verifyEmail, {
        body: { email: customer.email, otp: latestCode(mail, customer.email) },
      }),
      200,
    );
    await call('POST', API_PATHS.login, { body: { ...customer, password: 'Wrong-Pass-123' } });
    const first = withCookieToken(await call('POST', API_PATHS.login, { body: customer }));
    await call('GET', API_PATHS.me);
    await call('GET', API_PATHS.me, { headers: bearer(first.tokens.accessToken) });
    await call('POST', API_PATHS.refresh, { body: { refreshToken: 'not-a-token' } });
    await call('POST', API_PATHS.refresh, { body: { refreshToken: first.tokens.refreshToken } });
    await call('POST', API_PATHS.forgotPassword, { body: {} });
    await call('POST', API_PATHS.forgotPassword, { body: { email: customer.email } });
    await call('POST', API_PATHS.resetPassword, {
      body: { token: 'no-such-token', password: 'Vendor-Pass-456' },
    });
    customer.password = 'Vendor-Pass-456';
    await call('POST', API_PATHS.resetPassword, {
      body: { token: latestResetToken(mail, customer.email), password: customer.password },
    });
    const signedIn = withCookieToken(await call('POST', API_PATHS.login, { body: customer }));
    const user = bearer(signedIn.tokens.accessToken);

    // The admin signs in at the admin endpoint (a customer's token is refused there).
    await server.database.db.insert(tables.users).values({
      email: ADMIN.email,
      name: 'Administrator',
      passwordHash: await hashPassword(ADMIN.password),
      role: 'admin',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    });
    await call('POST', API_PATHS.adminLogin, { body: { email: ADMIN.email } });
    const admin = bearer(
      dataOf<LoginData>(await call('POST', API_PATHS.adminLogin, { body: ADMIN })).tokens.accessToken,
    );

    // Onboarding: the profile and the documents.
    await call('GET', ONBOARDING_PATH, { headers: admin });
    await call('GET', ONBOARDING_PATH, { headers: user });
    await call('GET', DATA_PATHS.profile);
    await call('GET', DATA_PATHS.profile, { headers: user });
    await call('PUT', DATA_PATHS.profile, { headers: user, body: { ...PROFILE, bvn: '12' } });
    await call('PUT', DATA_PATHS.profile, { headers: user, body: PROFILE });
    await call('POST', DATA_PATHS.documents, { headers: user, body: {} });
    await call('POST', DATA_PATHS.documents, { headers: user, form: [{ field: 'note', value: 'no files' }] });
    const uploaded = await call('POST', DATA_PATHS.documents, { headers: user, form: DOCUMENT_FILES });
    expectStatus(uploaded, 201);
    await call('GET', DATA_PATHS.documents, { headers: admin });
    await call('GET', DATA_PATHS.documents, { headers: user });
    const documentId = dataOf<{ documents: { id: string }[] }>(uploaded).documents[0]?.id ?? '';
    await call('GET', DATA_PATHS.documentFile, { headers: user, params: { id: 'not-a-uuid' } });
    expectStatus(
      await call('GET', DATA_PATHS.documentFile, { headers: admin, params: { id: documentId } }),
      200,
    );

    // The beneficiary book (issue 25): saved, searched, edited, archived; refused input and callers.
    const vendor = {
      name: 'Acme GmbH',
      country: 'DE',
      currency: 'EUR',
      bankName: 'Deutsche Bank',
      address: 'Hauptstrasse 1, Berlin',
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    };
    await call('POST', BENEFICIARY_PATHS.beneficiaries, { headers: admin, body: vendor });
    await call('POST', BENEFICIARY_PATHS.beneficiaries, { headers: user, body: { ...vendor, iban: 'DE00' } });
    const beneficiary = await call('POST', BENEFICIARY_PATHS.beneficiaries, { headers: user, body: vendor });
    expectStatus(beneficiary, 201);
    const beneficiaryId = dataOf<{ beneficiary: { id: string } }>(beneficiary).beneficiary.id;
    await call('GET', BENEFICIARY_PATHS.beneficiaries, { headers: user, query: '?search=acme&limit=5' });
    await call('GET', BENEFICIARY_PATHS.beneficiaries, { headers: user, query: '?archived=maybe' });
    await call('GET', BENEFICIARY_PATHS.beneficiary, { headers: user, params: { id: beneficiaryId } });
    await call('GET', BENEFICIARY_PATHS.beneficiary, { headers: user, params: { id: 'not-a-uuid' } });
    await call('PUT', BENEFICIARY_PATHS.beneficiary, {
      headers: user,
      params: { id: beneficiaryId },
      body: { ...vendor, iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    });
    await call('PUT', BENEFICIARY_PATHS.beneficiary, {
      headers: user,
      params: { id: beneficiaryId },
      body: {},
    });
    await call('DELETE', BENEFICIARY_PATHS.beneficiary, { headers: admin, params: { id: beneficiaryId } });
    await call('DELETE', BENEFICIARY_PATHS.beneficiary, { headers: user, params: { id: beneficiaryId } });

    // Bank details from the vendor (issue 35, D43): a link, its page, the vendor's answer, the
    // business's confirmation, a withdrawn link; refused input and callers.
    const newVendor = { name: 'Hanse Textil GmbH', country: 'DE', currency: 'EUR', email: 'ap@hanse.de' };
    await call('POST', VENDOR_DETAILS_PATHS.requests, { headers: admin, body: newVendor });
    await call('POST', VENDOR_DETAILS_PATHS.requests, {
      headers: user,
      body: { ...newVendor, country: 'ZZ' },
    });
    const asked = await call('POST', VENDOR_DETAILS_PATHS.requests, { headers: user, body: newVendor });
    expectStatus(asked, 201);
    const vendorLink = dataOf<{ link: string; request: { id: string } }>(asked);
    const vendorToken = /\/vendor-details\/([A-Za-z0-9_-]{43})$/.exec(vendorLink.link)?.[1] ?? '';
    await call('GET', VENDOR_DETAILS_PATHS.requests, { headers: admin });
    expectStatus(await call('GET', VENDOR_DETAILS_PATHS.requests, { headers: user }), 200);
    await call('GET', VENDOR_DETAILS_PATHS.vendorDetails, { params: { token: 'nope' } });
    expectStatus(
      await call('GET', VENDOR_DETAILS_PATHS.vendorDetails, { params: { token: vendorToken } }),
      200,
    );
    const vendorBank = {
      address: 'Hafenstrasse 5, Hamburg',
      bankName: 'Deutsche Bank',
      iban: vendor.iban,
      bic: 'DEUTDEFF',
    };
    await call('POST', VENDOR_DETAILS_PATHS.vendorDetails, {
      params: { token: vendorToken },
      body: { ...vendorBank, iban: 'DE00' },
    });
    expectStatus(
      await call('POST', VENDOR_DETAILS_PATHS.vendorDetails, {
        params: { token: vendorToken },
        body: vendorBank,
      }),
      201,
    );
    await call('GET', VENDOR_DETAILS_PATHS.vendorDetails, { params: { token: vendorToken } });
    const vendorEntered = await server.database.db
      .select({ id: tables.vendorDetailsRequests.beneficiaryId })
      .from(tables.vendorDetailsRequests)
      .where(eq(tables.vendorDetailsRequests.id, vendorLink.request.id));
    const vendorBeneficiary = vendorEntered[0]?.id ?? '';
    await call('POST', VENDOR_DETAILS_PATHS.confirm, { headers: admin, params: { id: vendorBeneficiary } });
    expectStatus(
      await call('POST', VENDOR_DETAILS_PATHS.confirm, { headers: user, params: { id: vendorBeneficiary } }),
      200,
    );
    await call('POST', VENDOR_DETAILS_PATHS.confirm, { headers: user, params: { id: vendorBeneficiary } });
    const withdrawn = await call('POST', VENDOR_DETAILS_PATHS.requests, { headers: user, body: newVendor });
    const withdrawnId = dataOf<{ request: { id: string } }>(withdrawn).request.id;
    await call('DELETE', VENDOR_DETAILS_PATHS.request, { headers: admin, params: { id: withdrawnId } });
    expectStatus(
      await call('DELETE', VENDOR_DETAILS_PATHS.request, { headers: user, params: { id: withdrawnId } }),
      200,
    );

    // A second customer, whose documents and registration the admin rejects.
    const other = newCredentials();
    await call('POST', API_PATHS.register, { body: other });
    await call('POST', API_PATHS.verifyEmail, {
      body: { email: other.email, otp: latestCode(mail, other.email) },
    });
    const otherUser = bearer(
      dataOf<LoginData>(await call('POST', API_PATHS.login, { body: other })).tokens.accessToken,
    );
    await call('PUT', DATA_PATHS.profile, {
      headers: otherUser,
      body: { ...PROFILE, companyName: 'Other Ltd' },
    });
    await call('POST', DATA_PATHS.documents, { headers: otherUser, form: DOCUMENT_FILES.slice(0, 2) });

    // The admin reviews.
    await call('GET', DATA_PATHS.adminDashboard, { headers: user });
    await call('GET', DATA_PATHS.adminDashboard, { headers: admin });
    await call('GET', DATA_PATHS.adminActivity, { headers: admin, query: '?limit=lots' });
    await call('GET', DATA_PATHS.adminActivity, { headers: admin, query: '?limit=10' });
    await call('GET', DATA_PATHS.adminDocuments, { headers: admin, query: '?status=bogus' });
    const approvals = dataOf<{ approvals: { id: string; email: string }[] }>(
      await call('GET', DATA_PATHS.adminDocuments, { headers: admin, query: '?status=pending' }),
    ).approvals;
    const approvalOf = (email: string) => approvals.find((row) => row.email === email)?.id ?? '';
    await call('POST', DATA_PATHS.adminDocumentsReject, {
      headers: admin,
      params: { id: approvalOf(other.email) },
      body: {},
    });
    await call('POST', DATA_PATHS.adminDocumentsReject, {
      headers: admin,
      params: { id: approvalOf(other.email) },
      body: { reason: 'The CAC certificate is unreadable.' },
    });
    await call('POST', DATA_PATHS.adminDocumentsApprove, {
      headers: admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: {},
    });
    await call('POST', DATA_PATHS.adminDocumentsApprove, {
      headers: admin,
      params: { id: approvalOf(customer.email) },
      body: {},
    });
    await call('GET', DATA_PATHS.adminRegistrations, { headers: admin, query: '?status=bogus' });
    const registrations = dataOf<{ registrations: { id: string; email: string }[] }>(
      // Under All: a registration still being filled in is not "In review" (the default filter).
      await call('GET', DATA_PATHS.adminRegistrations, { headers: admin, query: '?status=all' }),
    ).registrations;
    const registrationOf = (email: string) => registrations.find((row) => row.email === email)?.id ?? '';
    await call('POST', DATA_PATHS.adminRegistrationReject, {
      headers: admin,
      params: { id: registrationOf(other.email) },
      body: { reason: '' },
    });
    await call('POST', DATA_PATHS.adminRegistrationReject, {
      headers: admin,
      params: { id: registrationOf(other.email) },
      body: { reason: 'We could not confirm the company.' },
    });
    await call('POST', DATA_PATHS.adminRegistrationApprove, {
      headers: admin,
      params: { id: 'not-a-uuid' },
    });
    await call('GET', REGISTRATION_REVIEW_PATHS.registration, {
      headers: admin,
      params: { id: registrationOf(customer.email) },
    });
    await call('GET', REGISTRATION_REVIEW_PATHS.registration, {
      headers: admin,
      params: { id: 'not-a-uuid' },
    });
    await call('POST', REGISTRATION_REVIEW_PATHS.reveal, {
      headers: admin,
      params: { id: registrationOf(customer.email) },
      body: { field: 'nin' },
    });
    await call('POST', REGISTRATION_REVIEW_PATHS.reveal, {
      headers: admin,
      params: { id: registrationOf(customer.email) },
      body: { field: 'bvn' },
    });
    await call('POST', DATA_PATHS.adminRegistrationApprove, {
      headers: admin,
      params: { id: registrationOf(customer.email) },
    });

    // Rates and where customers pay.
    await call('GET', PAYMENT_PATHS.rates);
    await call('GET', PAYMENT_PATHS.rates, { headers: user });
    await call('PUT', PAYMENT_PATHS.adminRate, {
      headers: admin,
      params: { base: 'XXX', quote: 'NGN' },
      body: { rate: '1' },
    });
    await call('PUT', PAYMENT_PATHS.adminRate, {
      headers: admin,
      params: { base: 'USD', quote: 'NGN' },
      body: { rate: '1600', stepUp: { password: ADMIN.password } },
    });
    // Fees beside the rates (D47).
    await call('GET', FEE_PATHS.fees);
    await call('GET', FEE_PATHS.fees, { headers: user });
    await call('PUT', FEE_PATHS.adminFee, { headers: user, params: { currency: 'USD' }, body: {} });
    await call('PUT', FEE_PATHS.adminFee, { headers: admin, params: { currency: 'XXX' }, body: {} });
    await call('PUT', FEE_PATHS.adminFee, {
      headers: admin,
      params: { currency: 'USD' },
      body: { percent: '1,2,3' },
    });
    await call('PUT', FEE_PATHS.adminFee, {
      headers: admin,
      params: { currency: 'USD' },
      body: { flatNgn: '500' },
    });
    await call('GET', PAYMENT_PATHS.adminReceivingAccount, { headers: user });
    await call('PUT', PAYMENT_PATHS.adminReceivingAccount, { headers: admin, body: {} });
    await call('PUT', PAYMENT_PATHS.adminReceivingAccount, {
      headers: admin,
      body: { ...RECEIVING_ACCOUNT, stepUp: { password: ADMIN.password } },
    });
    await call('GET', PAYMENT_PATHS.adminReceivingAccount, { headers: admin });
    await call('GET', PAYMENT_PATHS.adminWallet, { headers: user });
    await call('PUT', PAYMENT_PATHS.adminWallet, {
      headers: admin,
      body: { ...WALLET, usdcWalletAddress: '0x1' },
    });
    await call('PUT', PAYMENT_PATHS.adminWallet, {
      headers: admin,
      body: { ...WALLET, stepUp: { password: ADMIN.password } },
    });
    await call('GET', PAYMENT_PATHS.adminWallet, { headers: admin });

    // Quotes (D30): none for a currency whose naira rate staff never set (EUR); USD was set above.
    await call('POST', JOURNEY_PATHS.quotes, { headers: user, body: { currency: 'EUR', amount: '10' } });
    const quoteId = async () =>
      dataOf<{ quote: { id: string } }>(
        await call('POST', JOURNEY_PATHS.quotes, {
          headers: user,
          body: { currency: PAYMENT.foreignCurrency, amount: PAYMENT.foreignAmount },
        }),
      ).quote.id;
    const quoted = async () => ({ ...PAYMENT, quoteId: await quoteId() });

    // Payments: submitted as JSON (twice with one key) and as a form with an invoice; decided.
    await call('POST', PAYMENT_PATHS.payments, {
      headers: user,
      body: { ...PAYMENT, foreignAmount: 'lots' },
    });
    const keyed = { ...user, 'idempotency-key': 'contract-test-1' };
    const submitted = await call('POST', PAYMENT_PATHS.payments, { headers: keyed, body: await quoted() });
    expectStatus(submitted, 201);
    expectStatus(await call('POST', PAYMENT_PATHS.payments, { headers: keyed, body: await quoted() }), 200);
    const withInvoice = await call('POST', PAYMENT_PATHS.payments, {
      headers: user,
      form: [
        ...Object.entries(await quoted()).map(([field, value]) => ({ field, value })),
        { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
      ],
    });
    expectStatus(withInvoice, 201);
    const paymentId = dataOf<{ payment: { id: string } }>(submitted).payment.id;
    const invoicedId = dataOf<{ payment: { id: string } }>(withInvoice).payment.id;
    // Who may be paid (D44): the blocked countries, and the Screening queue with two payments held
    // as a likely match would hold them (this server loads no list, so they are held by hand).
    expectStatus(await call('GET', SCREENING_PATHS.policy), 200);
    const heldIds: string[] = [];
    for (let held = 0; held < 2; held += 1) {
      const made = await call('POST', PAYMENT_PATHS.payments, { headers: user, body: await quoted() });
      expectStatus(made, 201);
      const heldId = dataOf<{ payment: { id: string } }>(made).payment.id;
      heldIds.push(heldId);
      await server.database.db
        .update(tables.paymentRequests)
        .set({ status: 'screening' })
        .where(eq(tables.paymentRequests.id, heldId));
      await server.database.db.insert(tables.paymentScreenings).values({
        paymentId: heldId,
        screenedName: PAYMENT.recipientCompany,
        entryId: '1128',
        entryName: 'AL-ZAFRANI, Kadir Mounes',
        score: 0.93,
        listFile: 'sanctions-sample.csv',
        heldAt: new Date(),
      });
    }
    const [heldToClear = '', heldToReject = ''] = heldIds;
    await call('GET', SCREENING_PATHS.adminStatus, { headers: user });
    expectStatus(await call('GET', SCREENING_PATHS.adminStatus, { headers: admin }), 200);
    await call('GET', SCREENING_PATHS.adminHolds, { headers: user });
    expectStatus(await call('GET', SCREENING_PATHS.adminHolds, { headers: admin }), 200);
    await call('POST', SCREENING_PATHS.adminClear, { headers: user, params: { id: heldToClear } });
    await call('POST', SCREENING_PATHS.adminClear, { headers: admin, params: { id: 'nope' } });
    expectStatus(
      await call('POST', SCREENING_PATHS.adminClear, {
        headers: admin,
        params: { id: heldToClear },
        body: { note: 'Another person' },
      }),
      200,
    );
    await call('POST', SCREENING_PATHS.adminClear, { headers: admin, params: { id: heldToClear } });
    await call('POST', SCREENING_PATHS.adminReject, {
      headers: admin,
      params: { id: heldToReject },
      body: {},
    });
    expectStatus(
      await call('POST', SCREENING_PATHS.adminReject, {
        headers: admin,
        params: { id: heldToReject },
        body: { reason: 'The vendor is on a sanctions list.' },
      }),
      200,
    );
    // The staff (issue 22): a finance member invited, accepted, given another role, removed.
    await call('GET', STAFF_PATHS.staff, { headers: user });
    expectStatus(await call('GET', STAFF_PATHS.staff, { headers: admin }), 200);
    await call('POST', STAFF_PATHS.invitations, {
      headers: admin,
      body: { email: 'fin@vendorbridge.test', role: 'cfo' },
    });
    expectStatus(
      await call('POST', STAFF_PATHS.invitations, {
        headers: admin,
        body: { email: 'fin@vendorbridge.test', role: 'finance', stepUp: { password: ADMIN.password } },
      }),
      201,
    );
    const staffToken = /\/staff-invitation\/([A-Za-z0-9_-]{43})/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '';
    await call('GET', STAFF_PATHS.invitationPreview, { params: { token: 'nope' } });
    expectStatus(await call('GET', STAFF_PATHS.invitationPreview, { params: { token: staffToken } }), 200);
    await call('POST', STAFF_PATHS.acceptInvitation, {
      params: { token: staffToken },
      body: { name: 'F', password: 'x' },
    });
    const staffJoined = await call('POST', STAFF_PATHS.acceptInvitation, {
      params: { token: staffToken },
      body: { name: 'Femi Finance', password: 'Finance-Pass-123' },
    });
    expectStatus(staffJoined, 201);
    const financeId = dataOf<LoginData>(staffJoined).user.id;
    await call('PUT', STAFF_PATHS.member, {
      headers: admin,
      params: { id: financeId },
      body: { role: 'cfo' },
    });
    expectStatus(
      await call('PUT', STAFF_PATHS.member, {
        headers: admin,
        params: { id: financeId },
        body: { role: 'reviewer', stepUp: { password: ADMIN.password } },
      }),
      200,
    );
    await call('DELETE', STAFF_PATHS.member, { headers: user, params: { id: financeId } });
    expectStatus(
      await call('DELETE', STAFF_PATHS.member, {
        headers: admin,
        params: { id: financeId },
        body: { stepUp: { password: ADMIN.password } },
      }),
      200,
    );
    // Dual control of the receiving account (issue 22): with a second superadmin, a change waits
    // for the other's approval (never the proposer's); a waiting change may be rejected.
    await server.database.db.insert(tables.users).values({
      email: 'second-admin@vendorbridge.test',
      name: 'Second Superadmin',
      passwordHash: await hashPassword(ADMIN.password),
      role: 'admin',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    });
    const second = bearer(
      dataOf<LoginData>(
        await call('POST', API_PATHS.adminLogin, {
          body: { email: 'second-admin@vendorbridge.test', password: ADMIN.password },
        }),
      ).tokens.accessToken,
    );
    const adminStepUp = { stepUp: { password: ADMIN.password } };
    const propose = async (accountNumber: string) =>
      dataOf<{ pendingChange: { id: string } }>(
        await call('PUT', PAYMENT_PATHS.adminReceivingAccount, {
          headers: admin,
          body: { ...RECEIVING_ACCOUNT, accountNumber, ...adminStepUp },
        }),
      ).pendingChange.id;
    const changeId = await propose('9876543210');
    await call('POST', RECEIVING_ACCOUNT_CHANGE_PATHS.approve, {
      headers: admin,
      params: { id: changeId },
      body: adminStepUp,
    });
    expectStatus(
      await call('POST', RECEIVING_ACCOUNT_CHANGE_PATHS.approve, {
        headers: second,
        params: { id: changeId },
        body: adminStepUp,
      }),
      200,
    );
    const rejectedId = await propose('1122334455');
    await call('POST', RECEIVING_ACCOUNT_CHANGE_PATHS.reject, { headers: user, params: { id: rejectedId } });
    expectStatus(
      await call('POST', RECEIVING_ACCOUNT_CHANGE_PATHS.reject, {
        headers: second,
        params: { id: rejectedId },
      }),
      200,
    );
    // The team (issue 21): an approver invited and accepted; the policy sends a request to them.
    await call('GET', TEAM_PATHS.team, { headers: admin });
    expectStatus(await call('GET', TEAM_PATHS.team, { headers: user }), 200);

    // Issue 36: the owner's API keys and webhook endpoints (a public address literal: no DNS).
    await call('POST', API_KEY_PATHS.keys, { headers: user, body: { name: '', scopes: [] } });
    const madeKey = await call('POST', API_KEY_PATHS.keys, {
      headers: user,
      body: { name: 'ERP', scopes: ['payments:read'] },
    });
    expectStatus(madeKey, 201);
    const keyId = dataOf<{ key: { id: string } }>(madeKey).key.id;
    await call('GET', API_KEY_PATHS.keys);
    expectStatus(await call('GET', API_KEY_PATHS.keys, { headers: user }), 200);
    await call('DELETE', API_KEY_PATHS.key, { headers: user, params: { id: 'nope' } });
    expectStatus(await call('DELETE', API_KEY_PATHS.key, { headers: user, params: { id: keyId } }), 200);
    const hook = { url: 'https://93.184.216.34/hooks', events: ['payment.sent'] };
    await call('POST', WEBHOOK_PATHS.endpoints, {
      headers: user,
      body: { ...hook, url: 'http://10.0.0.1/' },
    });
    const madeHook = await call('POST', WEBHOOK_PATHS.endpoints, { headers: user, body: hook });
    expectStatus(madeHook, 201);
    const hookId = dataOf<{ endpoint: { id: string } }>(madeHook).endpoint.id;
    await call('GET', WEBHOOK_PATHS.endpoints);
    expectStatus(await call('GET', WEBHOOK_PATHS.endpoints, { headers: user }), 200);
    await call('PATCH', WEBHOOK_PATHS.endpoint, {
      headers: user,
      params: { id: hookId },
      body: { events: [] },
    });
    expectStatus(
      await call('PATCH', WEBHOOK_PATHS.endpoint, {
        headers: user,
        params: { id: hookId },
        body: { description: 'ERP' },
      }),
      200,
    );
    await call('POST', WEBHOOK_PATHS.test, { headers: user, params: { id: 'nope' } });
    const tested = await call('POST', WEBHOOK_PATHS.test, { headers: user, params: { id: hookId } });
    expectStatus(tested, 201);
    const deliveryId = dataOf<{ delivery: { id: string } }>(tested).delivery.id;
    await call('POST', WEBHOOK_PATHS.rotateSecret, { headers: user, params: { id: 'nope' } });
    expectStatus(
      await call('POST', WEBHOOK_PATHS.rotateSecret, { headers: user, params: { id: hookId } }),
      200,
    );
    await call('GET', WEBHOOK_PATHS.deliveries, { headers: user, params: { id: 'nope' } });
    expectStatus(await call('GET', WEBHOOK_PATHS.deliveries, { headers: user, params: { id: hookId } }), 200);
    await call('POST', WEBHOOK_PATHS.replay, { headers: user, params: { id: hookId, deliveryId: 'nope' } });
    expectStatus(
      await call('POST', WEBHOOK_PATHS.replay, { headers: user, params: { id: hookId, deliveryId } }),
      201,
    );
    await call('DELETE', WEBHOOK_PATHS.endpoint, { headers: user, params: { id: 'nope' } });
    expectStatus(
      await call('DELETE', WEBHOOK_PATHS.endpoint, { headers: user, params: { id: hookId } }),
      200,
    );
    // Bulk payments (issue 36): the template, a check, the create with the check's quotes, the batch.
    await call('GET', PAYMENT_BATCH_PATHS.template);
    expectStatus(await call('GET', PAYMENT_BATCH_PATHS.template, { headers: user }), 200);
    const bulkCsv =
      `${BATCH_COLUMNS.join(',')}\r\n` +
      ',Acme GmbH,DE,"Hauptstrasse 1, Berlin",,Deutsche Bank,DE89370400440532013000,DEUTDEFF,,,,10.00,USD,goods,,INV-1\r\n';
    const bulkFile = (content: string): FilePart => ({
      field: 'file',
      fileName: 'payments.csv',
      contentType: 'text/csv',
      content: Buffer.from(content),
    });
    await call('POST', PAYMENT_BATCH_PATHS.check, { headers: user, form: [bulkFile('colour\r\nred\r\n')] });
    const bulkCheck = await call('POST', PAYMENT_BATCH_PATHS.check, {
      headers: user,
      form: [bulkFile(bulkCsv)],
    });
    expectStatus(bulkCheck, 200);
    const bulkQuotes = dataOf<{ check: { totals: { quoteId: string }[] } }>(bulkCheck)
      .check.totals.map((total) => total.quoteId)
      .join(',');
    await call('POST', PAYMENT_BATCH_PATHS.batches, { headers: user, form: [bulkFile(bulkCsv)] });
    const bulkMade = await call('POST', PAYMENT_BATCH_PATHS.batches, {
      headers: user,
      form: [bulkFile(bulkCsv), { field: 'quoteIds', value: bulkQuotes }],
    });
    expectStatus(bulkMade, 201);
    const batchId = dataOf<{ batch: { id: string } }>(bulkMade).batch.id;
    await call('GET', PAYMENT_BATCH_PATHS.batch, { headers: user, params: { id: 'nope' } });
    expectStatus(
      await call('GET', PAYMENT_BATCH_PATHS.batch, { headers: user, params: { id: batchId } }),
      200,
    );
    // Staff confirm its one transfer once its payment is approved (409 before).
    const bulkBatch = dataOf<{ batch: { localTotal: string; payments: { id: string }[] } }>(bulkMade).batch;
    const bulkFunds = { amountReceived: bulkBatch.localTotal, bankReference: 'GTB-BULK-1' };
    await call('POST', PAYMENT_BATCH_PATHS.adminFundingConfirm, {
      headers: admin,
      params: { id: batchId },
      body: bulkFunds,
    });
    for (const payment of bulkBatch.payments) {
      expectStatus(
        await call('POST', PAYMENT_PATHS.adminPaymentApprove, { headers: admin, params: { id: payment.id } }),
        200,
      );
    }
    expectStatus(
      await call('POST', PAYMENT_BATCH_PATHS.adminFundingConfirm, {
        headers: admin,
        params: { id: batchId },
        body: bulkFunds,
      }),
      200,
    );
    await call('POST', TEAM_PATHS.invitations, { headers: user, body: { email: 'x', role: 'maker' } });
    const invitation = await call('POST', TEAM_PATHS.invitations, {
      headers: user,
      body: { email: 'approver@acme.ng', role: 'approver' },
    });
    expectStatus(invitation, 201);
    const invitationId = dataOf<{ invitation: { id: string } }>(invitation).invitation.id;
    await call('POST', TEAM_PATHS.resendInvitation, { headers: admin, params: { id: invitationId } });
    expectStatus(
      await call('POST', TEAM_PATHS.resendInvitation, { headers: user, params: { id: invitationId } }),
      200,
    );
    const inviteToken = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '';
    await call('GET', TEAM_PATHS.invitationPreview, { params: { token: 'nope' } });
    await call('GET', TEAM_PATHS.invitationPreview, { params: { token: inviteToken } });
    await call('POST', TEAM_PATHS.acceptInvitation, {
      params: { token: inviteToken },
      body: { name: 'A', password: 'x' },
    });
    const joined = await call('POST', TEAM_PATHS.acceptInvitation, {
      params: { token: inviteToken },
      body: { name: 'Bola Approver', password: 'Approver-Pass-1' },
    });
    expectStatus(joined, 201);
    const approverLogin = dataOf<LoginData>(joined);
    const approver = bearer(approverLogin.tokens.accessToken);
    const spare = await call('POST', TEAM_PATHS.invitations, {
      headers: user,
      body: { email: 'spare@acme.ng', role: 'viewer' },
    });
    const spareId = dataOf<{ invitation: { id: string } }>(spare).invitation.id;
    await call('DELETE', TEAM_PATHS.invitation, { headers: approver, params: { id: spareId } });
    expectStatus(
      await call('DELETE', TEAM_PATHS.invitation, { headers: user, params: { id: spareId } }),
      200,
    );
    await call('PUT', TEAM_PATHS.member, {
      headers: user,
      params: { id: approverLogin.user.id },
      body: { role: 'boss' },
    });
    expectStatus(
      await call('PUT', TEAM_PATHS.member, {
        headers: user,
        params: { id: approverLogin.user.id },
        body: { role: 'approver' },
      }),
      200,
    );
    await call('GET', TEAM_PATHS.approvalPolicy);
    expectStatus(await call('GET', TEAM_PATHS.approvalPolicy, { headers: approver }), 200);
    await call('PUT', TEAM_PATHS.approvalPolicy, { headers: user, body: { thresholdNgn: 'lots' } });
    expectStatus(
      await call('PUT', TEAM_PATHS.approvalPolicy, { headers: user, body: { thresholdNgn: '0' } }),
      200,
    );
    const awaiting = dataOf<{ payment: { id: string } }>(
      await call('POST', PAYMENT_PATHS.payments, { headers: user, body: await quoted() }),
    ).payment.id;
    await call('POST', TEAM_PATHS.approvePayment, { headers: user, params: { id: awaiting } });
    expectStatus(
      await call('POST', TEAM_PATHS.approvePayment, { headers: approver, params: { id: awaiting } }),
      200,
    );
    const toDecline = dataOf<{ payment: { id: string } }>(
      await call('POST', PAYMENT_PATHS.payments, { headers: user, body: await quoted() }),
    ).payment.id;
    await call('POST', TEAM_PATHS.declinePayment, {
      headers: approver,
      params: { id: toDecline },
      body: { reason: '' },
    });
    expectStatus(
      await call('POST', TEAM_PATHS.declinePayment, {
        headers: approver,
        params: { id: toDecline },
        body: { reason: 'Duplicate' },
      }),
      200,
    );
    await call('PUT', TEAM_PATHS.approvalPolicy, { headers: user, body: { thresholdNgn: null } });
    await call('DELETE', TEAM_PATHS.member, { headers: approver, params: { id: approverLogin.user.id } });
    expectStatus(
      await call('DELETE', TEAM_PATHS.member, { headers: user, params: { id: approverLogin.user.id } }),
      200,
    );
    await call('GET', PAYMENT_PATHS.payments, { headers: user, query: '?cursor=not-a-cursor' });
    await call('GET', PAYMENT_PATHS.payments, { headers: user, query: '?limit=1' });
    await call('GET', PAYMENT_PATHS.payment, { headers: user, params: { id: 'nope' } });
    await call('GET', PAYMENT_PATHS.paymentInvoice, { headers: user, params: { id: paymentId } });
    await call('GET', PAYMENT_PATHS.paymentInvoice, { headers: admin, params: { id: invoicedId } });
    await call('GET', PAYMENT_PATHS.dashboard, { headers: admin });
    await call('GET', PAYMENT_PATHS.dashboard, { headers: user });
    await call('GET', PAYMENT_PATHS.adminPayments, { headers: admin, query: '?cursor=%%%' });
    await call('GET', PAYMENT_PATHS.adminPayments, { headers: admin, query: '?status=pending' });
    await call('POST', PAYMENT_PATHS.adminPaymentApprove, { headers: admin, params: { id: paymentId } });
    await call('POST', PAYMENT_PATHS.adminPaymentApprove, { headers: admin, params: { id: paymentId } });
    await call('GET', PAYMENT_PATHS.payment, { headers: user, params: { id: paymentId } });
    await call('POST', PAYMENT_PATHS.adminPaymentReject, {
      headers: admin,
      params: { id: invoicedId },
      body: [],
    });
    await call('POST', PAYMENT_PATHS.adminPaymentReject, {
      headers: admin,
      params: { id: invoicedId },
      body: { reason: 'The invoice does not match.' },
    });
    await call('GET', PAYMENT_PATHS.adminPayment, { headers: admin, params: { id: 'nope' } });
    expectStatus(
      await call('GET', PAYMENT_PATHS.adminPayment, { headers: admin, params: { id: paymentId } }),
      200,
    );

    // The journey after approval (D29-D32): funding reported with a proof, confirmed (short
    // is refused), paid out with a confirmation file, the receipt; a refund, cancellations.
    const journeyOf = (path: string, id: string, headers: Record<string, string>, body?: unknown) =>
      call('POST', path, { headers, params: { id }, ...(body === undefined ? {} : { body }) });
    await journeyOf(JOURNEY_PATHS.paymentFunding, paymentId, user, { reference: '' });
    const reported = await call('POST', JOURNEY_PATHS.paymentFunding, {
      headers: user,
      params: { id: paymentId },
      form: [
        { field: 'reference', value: 'FBN-TRF-12345' },
        { field: 'proof', fileName: 'proof.pdf', contentType: 'application/pdf', content: PDF },
      ],
    });
    expectStatus(reported, 200);
    await call('GET', JOURNEY_PATHS.paymentFundingProof, { headers: otherUser, params: { id: paymentId } });
    expectStatus(
      await call('GET', JOURNEY_PATHS.paymentFundingProof, { headers: admin, params: { id: paymentId } }),
      200,
    );
    await journeyOf(JOURNEY_PATHS.adminFundingConfirm, paymentId, admin, {
      amountReceived: '1.00',
      bankReference: 'FBN-TRF-12345',
    });
    const confirmBody = { amountReceived: '2000000.00', bankReference: 'FBN-TRF-12345' };
    expectStatus(await journeyOf(JOURNEY_PATHS.adminFundingConfirm, paymentId, admin, confirmBody), 200);
    await journeyOf(JOURNEY_PATHS.adminPayout, paymentId, admin, {
      paidAt: '2999-01-01',
      reference: 'UETR-1',
    });
    const paidOut = await call('POST', JOURNEY_PATHS.adminPayout, {
      headers: admin,
      params: { id: paymentId },
      form: [
        { field: 'paidAt', value: clock.now().toISOString() },
        { field: 'reference', value: 'UETR-8a562c67-ca16-48ba-b074-65581be6f001' },
        { field: 'confirmation', fileName: 'payout.pdf', contentType: 'application/pdf', content: PDF },
      ],
    });
    expectStatus(paidOut, 200);
    await call('GET', JOURNEY_PATHS.paymentPayoutFile, { headers: user, params: { id: invoicedId } });
    expectStatus(
      await call('GET', JOURNEY_PATHS.paymentPayoutFile, { headers: user, params: { id: paymentId } }),
      200,
    );
    // D42: the paid request's receipt can be checked by anyone with its code; the keys are public.
    const [verification] = await server.database.db
      .select({ code: tables.receiptVerifications.code })
      .from(tables.receiptVerifications)
      .where(eq(tables.receiptVerifications.paymentId, paymentId));
    await call('GET', RECEIPT_VERIFICATION_PATHS.receipt, { params: { code: 'abcdefghijklmnopqrstuvwxyz' } });
    expectStatus(
      await call('GET', RECEIPT_VERIFICATION_PATHS.receipt, { params: { code: verification?.code ?? '' } }),
      200,
    );
    expectStatus(await call('GET', RECEIPT_VERIFICATION_PATHS.keys), 200);
    await call('GET', JOURNEY_PATHS.paymentReceipt, { headers: user, params: { id: invoicedId } });
    expectStatus(
      await call('GET', JOURNEY_PATHS.paymentReceipt, { headers: user, params: { id: paymentId } }),
      200,
    );
    const submittedId = async () =>
      dataOf<{ payment: { id: string } }>(
        await call('POST', PAYMENT_PATHS.payments, { headers: user, body: await quoted() }),
      ).payment.id;
    const refundable = await submittedId();
    await call('POST', PAYMENT_PATHS.adminPaymentApprove, { headers: admin, params: { id: refundable } });
    await journeyOf(JOURNEY_PATHS.adminFundingConfirm, refundable, admin, confirmBody);
    await journeyOf(JOURNEY_PATHS.adminRefund, refundable, admin, { reason: '' });
    expectStatus(
      await journeyOf(JOURNEY_PATHS.adminRefund, refundable, admin, {
        reason: 'The vendor bank refused it.',
      }),
      200,
    );
    // Dual control (issue 22): a large payout recorded by another member of staff (written as
    // such: this walk has one admin) is confirmed once; confirming again is refused.
    const recorded = await submittedId();
    await call('POST', PAYMENT_PATHS.adminPaymentApprove, { headers: admin, params: { id: recorded } });
    await journeyOf(JOURNEY_PATHS.adminFundingConfirm, recorded, admin, confirmBody);
    await server.database.db
      .update(tables.paymentRequests)
      .set({
        status: 'payout_recorded',
        paidAt: clock.now(),
        payoutReference: 'UETR-2',
        payoutRecordedAt: clock.now(),
      })
      .where(eq(tables.paymentRequests.id, recorded));
    expectStatus(await journeyOf(JOURNEY_PATHS.adminPayoutConfirm, recorded, admin, {}), 200);
    await journeyOf(JOURNEY_PATHS.adminPayoutConfirm, recorded, admin);
    const cancelled = await submittedId();
    expectStatus(
      await journeyOf(JOURNEY_PATHS.paymentCancel, cancelled, user, { reason: 'Ordered twice' }),
      200,
    );
    await journeyOf(JOURNEY_PATHS.paymentCancel, cancelled, user, {});
    const staffCancelled = await submittedId();
    await journeyOf(JOURNEY_PATHS.adminCancel, staffCancelled, admin, { reason: '' });
    expectStatus(
      await journeyOf(JOURNEY_PATHS.adminCancel, staffCancelled, admin, {
        reason: 'Duplicate of another request',
      }),
      200,
    );

    // Statements (CSV): a period of at most 366 days; staff's exports refuse a customer.
    const period = '?from=2026-01-01&to=2026-12-31';
    await call('GET', JOURNEY_PATHS.paymentsExport, {
      headers: user,
      query: '?from=2024-01-01&to=2026-01-01',
    });
    expectStatus(await call('GET', JOURNEY_PATHS.paymentsExport, { headers: user, query: period }), 200);
    await call('GET', JOURNEY_PATHS.adminPaymentsExport, { headers: user, query: period });
    expectStatus(
      await call('GET', JOURNEY_PATHS.adminPaymentsExport, { headers: admin, query: period }),
      200,
    );
    await call('GET', JOURNEY_PATHS.adminAuditExport, {
      headers: admin,
      query: '?from=2026-02-30&to=2026-03-01',
    });
    expectStatus(await call('GET', JOURNEY_PATHS.adminAuditExport, { headers: admin, query: period }), 200);

    // Account security: two-factor sign-in on, used, off; sessions; password; sign-out.
    await call('GET', SECURITY_PATHS.twoFactor);
    await call('GET', SECURITY_PATHS.twoFactor, { headers: user });
    await call('POST', SECURITY_PATHS.twoFactorEnable, { headers: user, body: { code: '123456' } });
    const { secret } = dataOf<TwoFactorSetupData>(
      await call('POST', SECURITY_PATHS.twoFactorSetup, { headers: user }),
    );
    await call('POST', SECURITY_PATHS.twoFactorEnable, {
      headers: user,
      body: { code: await totpCode(secret, clock.now()) },
    });
    await call('POST', SECURITY_PATHS.twoFactorSetup, { headers: user });
    clock.advance(30_000);
    const challenge = dataOf<{ twoFactor: { challengeToken: string } }>(
      await call('POST', API_PATHS.login, { body: customer }),
    ).twoFactor.challengeToken;
    await call('POST', SECURITY_PATHS.loginTwoFactor, {
      body: { challengeToken: 'expired', code: '123456' },
    });
    await call('POST', SECURITY_PATHS.loginTwoFactor, {
      body: { challengeToken: challenge, code: await totpCode(secret, clock.now()) },
    });
    clock.advance(30_000);
    await call('POST', SECURITY_PATHS.twoFactorDisable, {
      headers: user,
      body: { password: 'Wrong-Pass-123', code: await totpCode(secret, clock.now()) },
    });
    await call('POST', SECURITY_PATHS.twoFactorDisable, {
      headers: user,
      body: { password: customer.password, code: await totpCode(secret, clock.now()) },
    });
    await call('GET', SECURITY_PATHS.sessions);
    await call('GET', SECURITY_PATHS.sessions, { headers: user });
    await call('POST', SECURITY_PATHS.changePassword, {
      headers: user,
      body: { currentPassword: 'Wrong-Pass-123', newPassword: 'Vendor-Pass-789' },
    });
    await call('POST', SECURITY_PATHS.changePassword, {
      headers: user,
      body: { currentPassword: customer.password, newPassword: 'Vendor-Pass-789' },
    });
    await call('GET', SECURITY_PATHS.adminAudit, { headers: admin, query: '?cursor=abc' });
    await call('GET', SECURITY_PATHS.adminAudit, { headers: admin, query: '?action=auth.' });
    await call('POST', API_PATHS.logout, { body: { refreshToken: 5 } });
    await call('POST', API_PATHS.logout, { body: { refreshToken: signedIn.tokens.refreshToken } });
    await call('POST', SECURITY_PATHS.endAllSessions);
    await call('POST', SECURITY_PATHS.endAllSessions, { headers: otherUser });
    const contact = { name: 'Ada Obi', email: 'ada@acme.ng', subject: 'Rates', message: 'Your USD rate?' };
    await call('POST', CONTACT_PATH, { body: { ...contact, email: 'ada@acme' } });
    await call('POST', CONTACT_PATH, { body: contact });
    await call('GET', SUPPORT_CONTACT_PATH);

    expect(problems).toEqual([]);
    // Each operation answered at least once with success and, if it documents any, once with a refusal.
    const untried = operationsOf(document).flatMap((operation) => {
      const statuses = seen.get(operationKey(operation)) ?? [];
      const refusals = Object.keys(operation.operation.responses).some((status) => /^4/.test(status));
      const gaps = [
        statuses.some((status) => status < 300) ? null : 'success',
        !refusals || statuses.some((status) => status >= 400 && status < 500) ? null : 'refusal',
      ].filter(Boolean);
      return gaps.length
        ? [`${operationKey(operation)}: no ${gaps.join(', no ')} (${statuses.join(', ')})`]
        : [];
    });
    expect(untried).toEqual([]);
  });
});
