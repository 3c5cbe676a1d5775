import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_MESSAGES, beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import {
  confirmBeneficiaryPath,
  VENDOR_DETAILS_MESSAGES,
  VENDOR_DETAILS_PATHS,
  vendorDetailsApiPath,
  vendorDetailsRequestPath,
  type VendorDetailsPage,
  type VendorDetailsRequestList,
} from '@portal/contracts/vendorDetailsRequests';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { bearer, DATABASE_KINDS, signIn, useTestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  markNairaRatesSet,
  submit,
} from '../payments/testing/paymentTesting';
import { saveCompany } from '../decisions/testing/reviewTesting';
import { LINK_INCOMPLETE } from '../invitations';
import { invitedMember } from '../team/testing/teamTesting';
import {
  createLink,
  GERMAN_BANK,
  NEW_VENDOR,
  readAsVendor,
  submitAsVendor,
} from './testing/vendorDetailsTesting';

const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('bank details from the vendor (D43) on %s', (kind) => {
  const server = useTestServer(kind);

  const beneficiary = async (headers: Record<string, string>, id: string) =>
    dataOf<{ beneficiary: BeneficiaryView }>(await call(server, 'GET', beneficiaryPath(id), headers))
      .beneficiary;
  const openLinks = async (headers: Record<string, string>) =>
    dataOf<VendorDetailsRequestList>(await call(server, 'GET', VENDOR_DETAILS_PATHS.requests, headers))
      .requests;
  const pay = (headers: Record<string, string>, beneficiaryId: string) =>
    submit(server, headers, {
      beneficiaryId,
      foreignAmount: '250.00',
      foreignCurrency: 'EUR',
      purpose: 'goods',
    });
  const mailTo = (address: string) => server.test.mail.filter((message) => message.to === address);

  /** A business (approved, named) with its owner signed in. */
  const business = async (email?: string) => {
    const owner = await customerSession(server, email ? { email } : {});
    await saveCompany(server, owner.user.id, 'Lagos Imports Ltd');
    return owner;
  };

  it('a new vendor enters their details once: the link, its e-mail, the page, the beneficiary awaiting confirmation, the requester told', async () => {
    const owner = await business();
    const created = await createLink(server, owner.headers);
    expect(created.link).toMatch(/^http:\/\/portal\.test\/vendor-details\/[A-Za-z0-9_-]{43}$/);
    expect(created.request).toMatchObject({
      beneficiaryId: null,
      name: NEW_VENDOR.name,
      email: NEW_VENDOR.email,
    });
    // The vendor's e-mail carries the link; the token is stored hashed only.
    const [vendorMail] = mailTo(NEW_VENDOR.email);
    expect(vendorMail?.subject).toBe('Lagos Imports Ltd asks for your bank details');
    expect(vendorMail?.text).toContain(created.link);
    const [row] = await server.database.db.select().from(tables.vendorDetailsRequests);
    expect(row?.tokenHash).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect((await openLinks(owner.headers)).map((request) => request.id)).toEqual([created.request.id]);

    const page = await readAsVendor(server, created.path);
    expect(page.statusCode).toBe(200);
    // Exactly what the decision lists: who asks, the vendor, the country's fields, and until when
    // the link works (its 14 days).
    expect(dataOf<{ details: VendorDetailsPage }>(page).details).toEqual({
      businessName: 'Lagos Imports Ltd',
      name: NEW_VENDOR.name,
      country: 'DE',
      currency: 'EUR',
      corridor: 'iban',
      fields: ['iban', 'bic'],
      expiresAt: created.request.expiresAt,
    });

    const sent = await submitAsVendor(server, created.path);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: VENDOR_DETAILS_MESSAGES.submitted });
    const [saved] = await server.database.db.select().from(tables.beneficiaries);
    const vendors = await beneficiary(owner.headers, saved?.id ?? '');
    expect(vendors).toMatchObject({
      name: NEW_VENDOR.name,
      country: 'DE',
      currency: 'EUR',
      address: GERMAN_BANK.address,
      iban: 'DE89370400440532013000',
      email: NEW_VENDOR.email,
      version: 1,
      vendorEntry: { confirmedAt: null },
    });
    // The requester is told, and the link is no longer open.
    const notice = mailTo(owner.user.email).at(-1);
    expect(notice?.subject).toBe(`${NEW_VENDOR.name} entered their bank details`);
    expect(notice?.text).toContain('owner or approver');
    expect(await openLinks(owner.headers)).toEqual([]);

    // Used: the second submission and the page answer 410, and nothing changes.
    const again = await submitAsVendor(server, created.path, {
      ...GERMAN_BANK,
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.vendorLinkGone,
      message: VENDOR_DETAILS_MESSAGES.linkUsed,
    });
    expect((await readAsVendor(server, created.path)).statusCode).toBe(410);
    expect(await server.database.db.select().from(tables.beneficiaryVersions)).toHaveLength(1);

    expect((await auditRows(server)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['beneficiary.details-request', owner.user.id],
      ['beneficiary.create', null],
      ['beneficiary.details-request-used', null],
    ]);
  });

  it('refuses a payment to unconfirmed vendor details (409, nothing kept); an owner or approver confirms, then it pays and staff see the mark', async () => {
    const owner = await business();
    await markNairaRatesSet(server.database.db);
    const approver = await invitedMember(server, owner, 'approver');
    const maker = await invitedMember(server, owner, 'maker');
    const viewer = await invitedMember(server, owner, 'viewer');
    const created = await createLink(server, maker.headers);
    expect((await submitAsVendor(server, created.path)).statusCode).toBe(201);
    const [saved] = await server.database.db.select().from(tables.beneficiaries);
    const id = saved?.id ?? '';

    const refused = await pay(maker.headers, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.vendorDetailsUnconfirmed,
      errors: { beneficiaryId: [VENDOR_DETAILS_MESSAGES.unconfirmed] },
    });
    expect(await server.database.db.select().from(tables.paymentRequests)).toHaveLength(0);

    // Only owners and approvers confirm (the maker who sent the link may not).
    for (const who of [maker, viewer]) {
      const forbidden = await call(server, 'POST', confirmBeneficiaryPath(id), who.headers);
      expect(forbidden.statusCode).toBe(403);
    }
    const confirmed = await call(server, 'POST', confirmBeneficiaryPath(id), approver.headers);
    expect(confirmed.statusCode).toBe(200);
    const after = dataOf<{ beneficiary: BeneficiaryView }>(confirmed).beneficiary;
    expect(after.vendorEntry?.confirmedAt).toEqual(expect.any(String));
    // A second confirmation finds nothing waiting.
    const twice = await call(server, 'POST', confirmBeneficiaryPath(id), owner.headers);
    expect(twice.statusCode).toBe(409);

    const paid = await pay(maker.headers, id);
    expect(paid.statusCode).toBe(201);
    const admin = await adminSession(server);
    const rows = dataOf<{ payments: AdminPaymentRow[] }>(
      await call(server, 'GET', PAYMENT_PATHS.adminPayments, admin.headers),
    ).payments;
    expect(rows[0]?.signals).toMatchObject({
      bankDetailsEnteredByVendor: true,
      firstPaymentToBeneficiary: true,
    });
    expect(
      (await auditRows(server)).filter((entry) => entry.action === 'beneficiary.confirm-vendor-details'),
    ).toEqual([expect.objectContaining({ actorId: approver.user.id, subjectId: id })]);
  });

  it('a link for a saved beneficiary shows none of its bank details; new ones make the next version and flag "bank details changed"', async () => {
    const owner = await business();
    await markNairaRatesSet(server.database.db);
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    expect((await pay(owner.headers, saved.id)).statusCode).toBe(201);
    const created = await createLink(server, owner.headers, { beneficiaryId: saved.id });
    expect(created.request).toMatchObject({ beneficiaryId: saved.id, name: 'Acme GmbH', email: null });
    // No address given: nothing is e-mailed to a vendor.
    expect(server.test.mail.filter((message) => /asks for your bank details/.test(message.subject))).toEqual(
      [],
    );
    const page = await readAsVendor(server, created.path);
    expect(page.body).not.toContain('DE89');
    expect(page.body).not.toContain('DEUTDEFF');
    expect(page.body).not.toContain('Hauptstrasse');

    const moved = {
      address: 'Taubenstrasse 7, Berlin',
      bankName: 'Deutsche Kreditbank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    };
    expect((await submitAsVendor(server, created.path, moved)).statusCode).toBe(201);
    const current = await beneficiary(owner.headers, saved.id);
    expect(current).toMatchObject({
      version: 2,
      iban: 'DE02120300000000202051',
      vendorEntry: { confirmedAt: null },
    });
    expect((await pay(owner.headers, saved.id)).statusCode).toBe(409);
    expect((await call(server, 'POST', confirmBeneficiaryPath(saved.id), owner.headers)).statusCode).toBe(
      200,
    );
    expect((await pay(owner.headers, saved.id)).statusCode).toBe(201);
    const admin = await adminSession(server);
    const rows = dataOf<{ payments: AdminPaymentRow[] }>(
      await call(server, 'GET', PAYMENT_PATHS.adminPayments, admin.headers),
    ).payments;
    expect(rows[0]?.signals).toMatchObject({
      bankDetailsEnteredByVendor: true,
      bankDetailsChangedAt: current.detailsChangedAt,
    });
    expect(rows[0]?.signals?.previousBankDetails).toMatchObject({ bic: 'DEUTDEFF' });
    // The first payment, made with the member's own version, is not marked.
    expect(rows[1]?.signals).toMatchObject({ bankDetailsEnteredByVendor: false });
  });

  it("refuses the vendor's bad details field by field with the beneficiary's rules; the link stays usable", async () => {
    const owner = await business();
    const created = await createLink(server, owner.headers);
    const refused = await submitAsVendor(server, created.path, {
      address: '',
      bankName: 'Deutsche Bank',
      iban: 'DE89370400440532013001',
      bic: 'DEUTXXFF',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.validation,
      errors: {
        address: [BENEFICIARY_MESSAGES.addressRequired],
        iban: [BENEFICIARY_MESSAGES.ibanInvalid],
        bic: [BENEFICIARY_MESSAGES.bicInvalid],
      },
    });
    for (const body of [[], null, { ...GERMAN_BANK, iban: 5 }, { ...GERMAN_BANK, address: 'a\u0007b' }]) {
      expect((await submitAsVendor(server, created.path, body)).statusCode).toBe(400);
    }
    expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);
    // The vendor cannot change who the beneficiary is: name, country and currency are the link's.
    const sent = await submitAsVendor(server, created.path, {
      ...GERMAN_BANK,
      name: 'Someone Else',
      country: 'US',
      currency: 'USD',
    });
    expect(sent.statusCode).toBe(201);
    const [saved] = await server.database.db.select().from(tables.beneficiaries);
    expect(saved).toMatchObject({ name: NEW_VENDOR.name, country: 'DE', currency: 'EUR' });
  });

  it('answers 410 for an expired link (a faked clock) and a withdrawn one, 404 for an unknown token', async () => {
    const owner = await business();
    const expiring = await createLink(server, owner.headers);
    const withdrawn = await createLink(server, owner.headers);
    const revoked = await call(
      server,
      'DELETE',
      vendorDetailsRequestPath(withdrawn.request.id),
      owner.headers,
    );
    expect(revoked.statusCode).toBe(200);
    expect(
      (await call(server, 'DELETE', vendorDetailsRequestPath(withdrawn.request.id), owner.headers))
        .statusCode,
    ).toBe(404);
    for (const path of [withdrawn.path]) {
      const gone = await submitAsVendor(server, path);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ message: VENDOR_DETAILS_MESSAGES.linkRevoked });
      expect((await readAsVendor(server, path)).statusCode).toBe(410);
    }
    expect((await readAsVendor(server, expiring.path)).statusCode).toBe(200);
    server.test.clock.advance(FOURTEEN_DAYS_MS + 1000);
    const expired = await submitAsVendor(server, expiring.path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: VENDOR_DETAILS_MESSAGES.linkExpired });
    expect((await readAsVendor(server, expiring.path)).statusCode).toBe(410);
    // Signed in again (the access token expired with the clock): no open link is listed.
    const again = await signIn(server.test, { email: owner.user.email, password: 'Vendor-Pass-123' });
    expect(await openLinks(bearer(again.tokens.accessToken))).toEqual([]);
    for (const path of [vendorDetailsApiPath('A'.repeat(43)), vendorDetailsApiPath('a'.repeat(500))]) {
      const unknown = await readAsVendor(server, path);
      expect(unknown.statusCode).toBe(404);
      // (A token past the router's parameter length is the API's own 404.)
      if (path.length < 100)
        expect(unknown.json()).toMatchObject({ message: VENDOR_DETAILS_MESSAGES.linkUnknown });
      expect((await submitAsVendor(server, path)).statusCode).toBe(404);
    }
    expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);
    expect((await auditRows(server)).map((entry) => entry.action)).toContain(
      'beneficiary.details-request-revoke',
    );
  });

  it("answers a link cut short or changed with 400 naming its token, on the vendor's page and its submission", async () => {
    for (const token of ['short', `${'A'.repeat(42)}~`, 'A'.repeat(44)]) {
      const path = vendorDetailsApiPath(token);
      for (const answer of [await readAsVendor(server, path), await submitAsVendor(server, path)]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          success: false,
          code: ERROR_CODES.validation,
          errors: { token: [LINK_INCOMPLETE] },
        });
      }
    }
    expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);
  });

  it('throttles each client: page reads and submissions answer 429 past their limits, another client is not held back', async () => {
    const owner = await business();
    const created = await createLink(server, owner.headers);
    for (let read = 0; read < 60; read += 1) {
      expect((await readAsVendor(server, created.path, '198.51.100.1')).statusCode).toBe(200);
    }
    const held = await readAsVendor(server, created.path, '198.51.100.1');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect((await readAsVendor(server, created.path, '198.51.100.2')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await submitAsVendor(server, created.path, { ...GERMAN_BANK, iban: 'x' }, '198.51.100.3'))
          .statusCode,
      ).toBe(400);
    }
    expect((await submitAsVendor(server, created.path, GERMAN_BANK, '198.51.100.3')).statusCode).toBe(429);
    expect((await submitAsVendor(server, created.path, GERMAN_BANK, '198.51.100.4')).statusCode).toBe(201);
  });

  it('refuses bad link requests field by field, and an archived beneficiary', async () => {
    const owner = await business();
    const refused = await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, owner.headers, {
      name: '',
      country: 'ZZ',
      currency: 'NGN',
      email: 'not-an-address',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        name: [BENEFICIARY_MESSAGES.nameRequired],
        country: [BENEFICIARY_MESSAGES.countryInvalid],
        currency: [BENEFICIARY_MESSAGES.currencyInvalid],
        email: [BENEFICIARY_MESSAGES.emailInvalid],
      },
    });
    for (const body of [[], null, { beneficiaryId: 5 }, { beneficiaryId: 'not-a-uuid' }]) {
      expect(
        (await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, owner.headers, body)).statusCode,
      ).toBe(400);
    }
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    await call(server, 'DELETE', beneficiaryPath(saved.id), owner.headers);
    const archived = await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, owner.headers, {
      beneficiaryId: saved.id,
    });
    expect(archived.statusCode).toBe(400);
    expect(await server.database.db.select().from(tables.vendorDetailsRequests)).toEqual([]);
  });

  describe('authorisation', () => {
    it.each([
      ['POST', VENDOR_DETAILS_PATHS.requests],
      ['GET', VENDOR_DETAILS_PATHS.requests],
      ['DELETE', vendorDetailsRequestPath(UNKNOWN_ID)],
      ['POST', confirmBeneficiaryPath(UNKNOWN_ID)],
    ] as const)('%s %s: 401 without a token, 403 for staff', async (method, path) => {
      const admin = await adminSession(server);
      const body = method === 'POST' && path === VENDOR_DETAILS_PATHS.requests ? NEW_VENDOR : undefined;
      expect((await call(server, method, path, {}, body)).statusCode).toBe(401);
      expect((await call(server, method, path, admin.headers, body)).statusCode).toBe(403);
    });

    it('a viewer reads the open links but may not create, withdraw or confirm', async () => {
      const owner = await business();
      const viewer = await invitedMember(server, owner, 'viewer');
      const created = await createLink(server, owner.headers);
      expect((await openLinks(viewer.headers)).map((request) => request.id)).toEqual([created.request.id]);
      expect(
        (await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, viewer.headers, NEW_VENDOR)).statusCode,
      ).toBe(403);
      expect(
        (await call(server, 'DELETE', vendorDetailsRequestPath(created.request.id), viewer.headers))
          .statusCode,
      ).toBe(403);
      await submitAsVendor(server, created.path);
      const [saved] = await server.database.db.select().from(tables.beneficiaries);
      expect(
        (await call(server, 'POST', confirmBeneficiaryPath(saved?.id ?? ''), viewer.headers)).statusCode,
      ).toBe(403);
    });

    it("answers 404 for another business's beneficiary and link, as for none, and changes nothing", async () => {
      const owner = await business();
      const other = await business('other-business@example.com');
      const saved = await saveBeneficiary(server, owner.headers, GERMAN);
      const created = await createLink(server, owner.headers, { beneficiaryId: saved.id });
      const asked = await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, other.headers, {
        beneficiaryId: saved.id,
      });
      expect(asked.statusCode).toBe(404);
      expect(asked.json()).toMatchObject({
        errors: { beneficiaryId: [VENDOR_DETAILS_MESSAGES.beneficiaryUnknown] },
      });
      expect(
        (await call(server, 'DELETE', vendorDetailsRequestPath(created.request.id), other.headers))
          .statusCode,
      ).toBe(404);
      expect(await openLinks(other.headers)).toEqual([]);
      await submitAsVendor(server, created.path, {
        ...GERMAN_BANK,
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
      });
      expect((await call(server, 'POST', confirmBeneficiaryPath(saved.id), other.headers)).statusCode).toBe(
        404,
      );
      expect(
        (await call(server, 'POST', confirmBeneficiaryPath('not-a-uuid'), owner.headers)).statusCode,
      ).toBe(404);
      const [version] = await server.database.db
        .select()
        .from(tables.beneficiaryVersions)
        .where(eq(tables.beneficiaryVersions.version, 2));
      expect(version?.confirmedAt).toBeNull();
      // A member's own beneficiary with nothing waiting: 409, not a confirmation.
      const own = await saveBeneficiary(server, other.headers, GERMAN);
      expect((await call(server, 'POST', confirmBeneficiaryPath(own.id), other.headers)).statusCode).toBe(
        409,
      );
    });
  });
});
