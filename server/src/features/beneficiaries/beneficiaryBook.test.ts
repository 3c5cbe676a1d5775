import { bankCountryMismatchMessage } from '@portal/rules/bankCountry';
import {
  beneficiaryDataSchema,
  beneficiaryListDataSchema,
  type BeneficiaryListData,
  type BeneficiaryView,
} from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_MESSAGES, BENEFICIARY_PATHS, beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import { CONTROL_CHARACTER_MESSAGE } from '@portal/contracts/controlCharacters';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, auditRows, call, dataOf } from '../payments/testing/paymentTesting';
import { customerSession } from '../decisions/testing/reviewTesting';
import { readBeneficiaryVersion } from '.';
import { AMERICAN, BRITISH, GERMAN, saveBeneficiary } from './testing/beneficiaryTesting';

describe.each(DATABASE_KINDS)('the beneficiary book on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (headers: Record<string, string>, query = '') => {
    const response = await call(server, 'GET', `${BENEFICIARY_PATHS.beneficiaries}${query}`, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(beneficiaryListDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data;
  };
  const names = (data: BeneficiaryListData) => data.beneficiaries.map((beneficiary) => beneficiary.name);

  it('saves, reads, lists and archives a beneficiary, each write audited (a customer not yet approved may)', async () => {
    const customer = await customerSession(server);
    expect(await list(customer.headers)).toEqual({ beneficiaries: [], nextCursor: null });

    const saved = await saveBeneficiary(server, customer.headers, { ...GERMAN, email: 'AP@acme.de' });
    expect(saved).toMatchObject({
      version: 1,
      name: 'Acme GmbH',
      country: 'DE',
      corridor: 'iban',
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
      accountNumber: null,
      email: 'ap@acme.de',
      archivedAt: null,
    });
    expect(saved.detailsChangedAt).toBe(saved.createdAt);

    const read = await call(server, 'GET', beneficiaryPath(saved.id), customer.headers);
    expect(read.statusCode).toBe(200);
    expect(validateWith(beneficiaryDataSchema, dataOf(read))).toEqual({
      ok: true,
      data: { beneficiary: saved },
    });
    expect((await list(customer.headers)).beneficiaries).toEqual([saved]);

    const archived = await call(server, 'DELETE', beneficiaryPath(saved.id), customer.headers);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ message: BENEFICIARY_MESSAGES.archived });
    expect(dataOf<{ beneficiary: BeneficiaryView }>(archived).beneficiary.archivedAt).not.toBeNull();
    expect((await list(customer.headers)).beneficiaries).toEqual([]);
    expect(names(await list(customer.headers, '?archived=true'))).toEqual(['Acme GmbH']);
    // Archiving again changes nothing and records nothing.
    expect((await call(server, 'DELETE', beneficiaryPath(saved.id), customer.headers)).statusCode).toBe(200);

    expect((await auditRows(server)).map((row) => [row.action, row.subjectId, row.subjectUserId])).toEqual([
      ['beneficiary.create', saved.id, customer.user.id],
      ['beneficiary.archive', saved.id, customer.user.id],
    ]);
  });

  it('keeps every version of the bank details: a name edit keeps the version, new bank details make the next', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, GERMAN);

    const renamed = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...GERMAN,
      name: 'Acme Europe GmbH',
      address: 'Neue Strasse 2, Berlin',
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<{ beneficiary: BeneficiaryView }>(renamed).beneficiary).toMatchObject({
      version: 1,
      name: 'Acme Europe GmbH',
      detailsChangedAt: saved.detailsChangedAt,
    });

    const moved = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...GERMAN,
      name: 'Acme Europe GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
    });
    expect(moved.statusCode).toBe(200);
    const current = dataOf<{ beneficiary: BeneficiaryView }>(moved).beneficiary;
    expect(current).toMatchObject({ version: 2, iban: 'DE02120300000000202051', bic: 'BYLADEM1001' });
    expect(Date.parse(current.detailsChangedAt)).toBeGreaterThan(Date.parse(saved.detailsChangedAt));
    expect((await list(customer.headers)).beneficiaries[0]).toEqual(current);

    // A payment made with version 1 still reads the details it was made with.
    const db = server.database.db;
    expect(await readBeneficiaryVersion(db, customer.user.id, saved.id, 1)).toMatchObject({
      version: 1,
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
      name: 'Acme Europe GmbH',
    });
    expect(await readBeneficiaryVersion(db, customer.user.id, saved.id, 3)).toBeUndefined();

    const audit = await auditRows(server);
    expect(audit.map((row) => row.action)).toEqual([
      'beneficiary.create',
      'beneficiary.update',
      'beneficiary.bank-details',
    ]);
    expect(audit[2]).toMatchObject({
      before: { version: 1, iban: 'DE89370400440532013000' },
      after: { version: 2, iban: 'DE02120300000000202051' },
    });
  });

  it("changing the country to another corridor stores only that corridor's fields", async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, GERMAN);
    const response = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...AMERICAN,
      iban: GERMAN.iban,
    });
    expect(dataOf<{ beneficiary: BeneficiaryView }>(response).beneficiary).toMatchObject({
      version: 2,
      corridor: 'us',
      iban: null,
      bic: null,
      routingNumber: '021000021',
    });
  });

  it.each([
    [
      'an IBAN with wrong check digits',
      GERMAN,
      { iban: 'DE89370400440532013001' },
      'iban',
      BENEFICIARY_MESSAGES.ibanInvalid,
    ],
    ['a BIC of no country', GERMAN, { bic: 'DEUTXXFF' }, 'bic', BENEFICIARY_MESSAGES.bicInvalid],
    [
      'an ABA routing number failing its checksum',
      AMERICAN,
      { routingNumber: '021000022' },
      'routingNumber',
      BENEFICIARY_MESSAGES.routingInvalid,
    ],
    [
      'a US account of 18 digits',
      AMERICAN,
      { accountNumber: '1'.repeat(18) },
      'accountNumber',
      BENEFICIARY_MESSAGES.usAccountInvalid,
    ],
    [
      'a sort code of 5 digits',
      BRITISH,
      { sortCode: '20-00-0' },
      'sortCode',
      BENEFICIARY_MESSAGES.sortCodeInvalid,
    ],
    [
      'a GB account of 7 digits',
      BRITISH,
      { accountNumber: '3192681' },
      'accountNumber',
      BENEFICIARY_MESSAGES.gbAccountInvalid,
    ],
    ['an unknown country', GERMAN, { country: 'ZZ' }, 'country', BENEFICIARY_MESSAGES.countryInvalid],
    // Issue 32: the IBAN and BIC must be of the bank country.
    [
      'a German beneficiary with a British IBAN',
      GERMAN,
      { iban: 'GB82WEST12345698765432' },
      'iban',
      bankCountryMismatchMessage('iban', 'GB', 'DE'),
    ],
    [
      'a German beneficiary with a French BIC',
      GERMAN,
      { bic: 'BNPAFRPP' },
      'bic',
      bankCountryMismatchMessage('bic', 'FR', 'DE'),
    ],
    // Issue 32: names that read as another (a right-to-left override, a zero-width space, C1).
    [
      'a right-to-left override in the name',
      GERMAN,
      { name: 'Acme \u202eHbmG' },
      'name',
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'a zero-width space in the bank',
      GERMAN,
      { bankName: 'Deutsche\u200b Bank' },
      'bankName',
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'a C1 control in the address',
      GERMAN,
      { address: 'Hauptstrasse 1\u0085Berlin' },
      'address',
      CONTROL_CHARACTER_MESSAGE,
    ],
  ])(
    'refuses %s with 400 and the error on its field, saving nothing',
    async (_what, base, change, field, message) => {
      const customer = await customerSession(server);
      const response = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, {
        ...base,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        errors: { [field]: [message] },
      });
      expect((await list(customer.headers)).beneficiaries).toEqual([]);
      expect(await auditRows(server)).toHaveLength(0);
    },
  );

  it('refuses a bad edit field by field and keeps the beneficiary as it was', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, BRITISH);
    const response = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...BRITISH,
      name: '',
      sortCode: 'ab',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { name: [BENEFICIARY_MESSAGES.nameRequired], sortCode: [BENEFICIARY_MESSAGES.sortCodeInvalid] },
    });
    expect((await list(customer.headers)).beneficiaries).toEqual([saved]);
  });

  it('refuses an edit to an IBAN of another country and keeps the bank details as they were', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, GERMAN);
    const response = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...GERMAN,
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      bic: 'BNPAFRPP',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ERROR_CODES.validation,
      errors: {
        iban: [bankCountryMismatchMessage('iban', 'FR', 'DE')],
        bic: [bankCountryMismatchMessage('bic', 'FR', 'DE')],
      },
    });
    expect((await list(customer.headers)).beneficiaries).toEqual([saved]);
  });

  it('answers 4xx, not 500, for wrong types', async () => {
    const customer = await customerSession(server);
    for (const body of [[], { ...GERMAN, iban: 5 }, null, { ...GERMAN, name: { a: 1 } }]) {
      const response = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('searches the name, the bank and the account number, any case, and pages the list', async () => {
    const customer = await customerSession(server);
    await saveBeneficiary(server, customer.headers, GERMAN);
    await saveBeneficiary(server, customer.headers, AMERICAN);
    await saveBeneficiary(server, customer.headers, BRITISH);

    expect(names(await list(customer.headers))).toEqual(['Initech Ltd', 'Globex Inc', 'Acme GmbH']);
    expect(names(await list(customer.headers, '?search=GLOBEX'))).toEqual(['Globex Inc']);
    expect(names(await list(customer.headers, '?search=barcl'))).toEqual(['Initech Ltd']);
    expect(names(await list(customer.headers, '?search=0532013'))).toEqual(['Acme GmbH']);
    expect(names(await list(customer.headers, '?search=31926819'))).toEqual(['Initech Ltd']);
    // LIKE's own characters are taken literally.
    expect(names(await list(customer.headers, '?search=%25'))).toEqual([]);
    expect(names(await list(customer.headers, '?search=_'))).toEqual([]);

    const first = await list(customer.headers, '?limit=2');
    expect(names(first)).toEqual(['Initech Ltd', 'Globex Inc']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(customer.headers, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(names(second)).toEqual(['Acme GmbH']);
    expect(second.nextCursor).toBeNull();

    const refused = await call(
      server,
      'GET',
      `${BENEFICIARY_PATHS.beneficiaries}?archived=maybe`,
      customer.headers,
    );
    expect(refused.statusCode).toBe(400);
  });

  describe('authorisation', () => {
    it.each([
      ['GET', BENEFICIARY_PATHS.beneficiaries],
      ['POST', BENEFICIARY_PATHS.beneficiaries],
      ['GET', beneficiaryPath('00000000-0000-4000-8000-000000000000')],
      ['PUT', beneficiaryPath('00000000-0000-4000-8000-000000000000')],
      ['DELETE', beneficiaryPath('00000000-0000-4000-8000-000000000000')],
    ] as const)('%s %s: 401 without a token, 403 for an admin', async (method, path) => {
      const admin = await adminSession(server);
      const body = method === 'POST' || method === 'PUT' ? GERMAN : undefined;
      expect((await call(server, method, path, {}, body)).statusCode).toBe(401);
      expect((await call(server, method, path, admin.headers, body)).statusCode).toBe(403);
    });

    it("answers 404 for another customer's beneficiary, as for none, and changes nothing", async () => {
      const owner = await customerSession(server);
      const other = await customerSession(server, { email: 'other@example.com' });
      const saved = await saveBeneficiary(server, owner.headers, GERMAN);
      const path = beneficiaryPath(saved.id);
      expect((await call(server, 'GET', path, other.headers)).statusCode).toBe(404);
      expect(
        (await call(server, 'PUT', path, other.headers, { ...GERMAN, name: 'Mine now' })).statusCode,
      ).toBe(404);
      expect((await call(server, 'DELETE', path, other.headers)).statusCode).toBe(404);
      expect((await call(server, 'GET', beneficiaryPath('not-a-uuid'), other.headers)).statusCode).toBe(404);
      expect((await list(other.headers)).beneficiaries).toEqual([]);
      expect((await list(other.headers, '?search=acme')).beneficiaries).toEqual([]);
      expect(await readBeneficiaryVersion(server.database.db, other.user.id, saved.id, 1)).toBeUndefined();
      expect((await list(owner.headers)).beneficiaries).toEqual([saved]);
    });
  });
});
