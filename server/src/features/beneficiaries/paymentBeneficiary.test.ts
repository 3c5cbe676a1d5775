import {
  validatePaymentBeneficiary,
  type PaymentBeneficiaryChoice,
} from '@portal/contracts/beneficiaryChoice';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { DEFAULT_BLOCKED_COUNTRIES } from '@portal/contracts/screening';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { customerSession } from '../decisions/testing/reviewTesting';
import { auditRows } from '../payments/testing/paymentTesting';
import { beneficiaryForPayment, beneficiarySignals, type Owner } from '.';
import { AMERICAN, BRITISH, GERMAN, editBeneficiary, saveBeneficiary } from './testing/beneficiaryTesting';

/** The default BLOCKED_COUNTRIES (D44); none of these tests pays into one. */
const POLICY = { blockedCountries: DEFAULT_BLOCKED_COUNTRIES };

const newOne = (fields: Record<string, unknown>): PaymentBeneficiaryChoice => {
  const result = validatePaymentBeneficiary(fields, fields.currency);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe.each(DATABASE_KINDS)('the beneficiary a payment pays on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.database.db;

  /** A payment request row paying `beneficiary` at `version` (the fields the journey needs are not). */
  const paymentTo = async (
    owner: Owner,
    beneficiaryId: string,
    beneficiaryVersion: number,
    createdAt = new Date(),
  ) => {
    const [row] = await db()
      .insert(tables.paymentRequests)
      .values({
        userId: owner,
        recipientCompany: 'x',
        recipientBank: 'x',
        swiftCode: 'DEUTDEFF',
        accountNumber: 'x',
        foreignAmount: '10.00',
        foreignCurrency: 'EUR',
        exchangeRate: '1',
        localAmount: '10.00',
        beneficiaryId,
        beneficiaryVersion,
        purpose: 'goods',
        createdAt,
      })
      .returning();
    if (!row) throw new Error('no payment');
    return { id: row.id, beneficiaryId, beneficiaryVersion, createdAt: row.createdAt };
  };

  it("pays a saved beneficiary of the caller, refusing another's and an archived one on beneficiaryId", async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server, { email: 'other@example.com' });
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    const actor = { id: owner.user.id, email: owner.user.email };
    expect(
      await beneficiaryForPayment(db(), actor, actor.id, { kind: 'saved', beneficiaryId: saved.id }, POLICY),
    ).toEqual(saved);
    await expect(
      beneficiaryForPayment(
        db(),
        { id: other.user.id, email: other.user.email },
        other.user.id,
        {
          kind: 'saved',
          beneficiaryId: saved.id,
        },
        POLICY,
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { errors: { beneficiaryId: [BENEFICIARY_MESSAGES.beneficiaryNotFound] } },
    });
    await server.test.app.inject({
      method: 'DELETE',
      url: `/api/beneficiaries/${saved.id}`,
      headers: owner.headers,
    });
    await expect(
      beneficiaryForPayment(db(), actor, actor.id, { kind: 'saved', beneficiaryId: saved.id }, POLICY),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { errors: { beneficiaryId: [BENEFICIARY_MESSAGES.beneficiaryArchived] } },
    });
  });

  it("saves new fields, and finds today's names again by name: same details reused, new ones a new version", async () => {
    const owner = await customerSession(server);
    const actor = { id: owner.user.id, email: owner.user.email };
    const legacy = {
      recipientCompany: 'Acme GmbH',
      recipientBank: 'Deutsche Bank',
      recipientBankSwiftCode: 'DEUTDEFF',
      accountNumber: 'DE89370400440532013000',
      country: 'DE',
      address: 'Hauptstrasse 1',
      currency: 'EUR',
    };
    const first = await beneficiaryForPayment(db(), actor, actor.id, newOne(legacy), POLICY);
    expect(first).toMatchObject({ version: 1, name: 'Acme GmbH', iban: 'DE89370400440532013000' });
    const again = await beneficiaryForPayment(
      db(),
      actor,
      actor.id,
      newOne({ ...legacy, recipientCompany: 'ACME GMBH' }),
      POLICY,
    );
    expect(again).toMatchObject({ id: first.id, version: 1, name: 'ACME GMBH' });
    const moved = await beneficiaryForPayment(
      db(),
      actor,
      actor.id,
      newOne({ ...legacy, accountNumber: 'DE02120300000000202051', recipientBankSwiftCode: 'BYLADEM1001' }),
      POLICY,
    );
    expect(moved).toMatchObject({ id: first.id, version: 2, iban: 'DE02120300000000202051' });
    expect((await auditRows(server)).map((row) => row.action)).toEqual([
      'beneficiary.create',
      'beneficiary.update',
      'beneficiary.bank-details',
    ]);
  });

  it('signals the first payment, changed bank details with the previous ones, and an account under another name', async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server, { email: 'other@example.com' });
    const saved = await saveBeneficiary(server, owner.headers, BRITISH);
    const first = await paymentTo(owner.user.id, saved.id, 1, new Date(Date.now() - 60_000));
    expect(await beneficiarySignals(db(), owner.user.id, first)).toEqual({
      firstPaymentToBeneficiary: true,
      bankDetailsChangedAt: null,
      previousBankDetails: null,
      duplicateAccountUnderOtherName: false,
      bankDetailsEnteredByVendor: false,
    });

    const changedAt = await editBeneficiary(server, owner.headers, saved.id, {
      ...BRITISH,
      accountNumber: '55779911',
    });
    const second = await paymentTo(owner.user.id, saved.id, 2);
    expect(await beneficiarySignals(db(), owner.user.id, second)).toEqual({
      firstPaymentToBeneficiary: false,
      bankDetailsChangedAt: changedAt,
      previousBankDetails: {
        corridor: 'gb',
        bankName: 'Barclays',
        iban: null,
        bic: null,
        routingNumber: null,
        sortCode: '200000',
        accountNumber: '31926819',
      },
      duplicateAccountUnderOtherName: false,
      bankDetailsEnteredByVendor: false,
    });
    // The first request still reads as it was.
    expect((await beneficiarySignals(db(), owner.user.id, first)).firstPaymentToBeneficiary).toBe(true);

    // The same sort code and account under another name (the owner's only; another customer's does not count).
    await saveBeneficiary(server, other.headers, {
      ...BRITISH,
      name: 'Someone Else',
      accountNumber: '55779911',
    });
    expect((await beneficiarySignals(db(), owner.user.id, second)).duplicateAccountUnderOtherName).toBe(
      false,
    );
    await saveBeneficiary(server, owner.headers, {
      ...BRITISH,
      name: 'Initech Holdings',
      accountNumber: '55779911',
    });
    expect((await beneficiarySignals(db(), owner.user.id, second)).duplicateAccountUnderOtherName).toBe(true);
    // Another corridor's account number alone is not the same account.
    await saveBeneficiary(server, owner.headers, { ...AMERICAN, accountNumber: '31926819' });
    expect((await beneficiarySignals(db(), owner.user.id, first)).duplicateAccountUnderOtherName).toBe(false);
  });
});
