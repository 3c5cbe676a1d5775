import { maskAccountNumber } from '@portal/rules/paymentAccounts';
import { eq, sql } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { recordingDb } from '../../testing/queryPlans';
import {
  AMERICAN,
  BRITISH,
  GERMAN,
  editBeneficiary,
  saveBeneficiary,
} from '../beneficiaries/testing/beneficiaryTesting';
import { listAdminPayments } from './adminPaymentRows';
import { insertPaymentIn } from './testing/journeyTesting';
import { customerSession } from './testing/paymentTesting';

describe.each(DATABASE_KINDS)("the staff's payment list's beneficiary signals on %s", (kind) => {
  const server = useTestServer(kind);
  const db = () => server.database.db;

  /** A request paying `version` of a saved beneficiary, made `seconds` after the clock's now. */
  const paymentTo = async (
    owner: string,
    beneficiaryId: string | null,
    version: number | null,
    seconds: number,
  ) => {
    const id = await insertPaymentIn(server, owner, 'pending');
    await db()
      .update(tables.paymentRequests)
      .set({
        beneficiaryId,
        beneficiaryVersion: version,
        createdAt: new Date(server.test.clock.now().getTime() + seconds * 1000),
      })
      .where(eq(tables.paymentRequests.id, id));
    return id;
  };

  const page = async (limit: number, fullDetails = false) => {
    const { db: recording, sent } = recordingDb(server.database);
    const answer = await listAdminPayments(recording, { status: 'all', cursor: null, limit, fullDetails });
    return { rows: new Map(answer.payments.map((row) => [row.id, row])), sent };
  };

  it('reads a page of 2 and a page of 20 requests paid from the book in the same few statements', async () => {
    const owner = await customerSession(server);
    const saved = await Promise.all(
      [GERMAN, AMERICAN, BRITISH].map((details) => saveBeneficiary(server, owner.headers, details)),
    );
    for (let i = 0; i < 22; i += 1) {
      const beneficiary = saved[i % saved.length];
      if (!beneficiary) throw new Error('no beneficiary');
      await paymentTo(owner.user.id, beneficiary.id, 1, i);
    }

    const two = await page(2);
    const twenty = await page(20);

    expect(two.rows.size).toBe(2);
    expect(twenty.rows.size).toBe(20);
    expect([...twenty.rows.values()].every((row) => row.signals !== null)).toBe(true);
    // The page, its signals, its business steps: never a statement per row.
    expect(twenty.sent).toHaveLength(two.sent.length);
    expect(twenty.sent).toHaveLength(3);
  });

  it('signals a first payment, a repeat, changed details, an account under another name, the vendor’s details and none', async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server, { email: 'other@example.com' });
    const british = await saveBeneficiary(server, owner.headers, BRITISH);
    const first = await paymentTo(owner.user.id, british.id, 1, 0);
    const repeat = await paymentTo(owner.user.id, british.id, 1, 1);
    const changedAt = await editBeneficiary(server, owner.headers, british.id, {
      ...BRITISH,
      accountNumber: '55779911',
    });
    const changed = await paymentTo(owner.user.id, british.id, 2, 2);
    // The new account saved again under another name: both of them are flagged. Another
    // customer's book holding it too changes nothing.
    const holdings = await saveBeneficiary(server, owner.headers, {
      ...BRITISH,
      name: 'Initech Holdings',
      accountNumber: '55779911',
    });
    await saveBeneficiary(server, other.headers, { ...GERMAN, name: 'Someone Else' });
    const duplicate = await paymentTo(owner.user.id, holdings.id, 1, 3);
    const german = await saveBeneficiary(server, owner.headers, GERMAN);
    await db()
      .update(tables.beneficiaryVersions)
      .set({ enteredByVendor: true, confirmedAt: new Date() })
      .where(eq(tables.beneficiaryVersions.beneficiaryId, german.id));
    const byVendor = await paymentTo(owner.user.id, german.id, 1, 4);
    const typedIn = await paymentTo(owner.user.id, null, null, 5);

    const { rows } = await page(20);
    const full = await page(20, true);

    const plain = {
      firstPaymentToBeneficiary: true,
      bankDetailsChangedAt: null,
      previousBankDetails: null,
      duplicateAccountUnderOtherName: false,
      bankDetailsEnteredByVendor: false,
    };
    expect(rows.get(first)?.signals).toEqual(plain);
    expect(rows.get(repeat)?.signals).toEqual({ ...plain, firstPaymentToBeneficiary: false });
    const previous = {
      corridor: 'gb',
      bankName: 'Barclays',
      iban: null,
      bic: null,
      routingNumber: null,
      sortCode: '200000',
      accountNumber: '31926819',
    };
    expect(rows.get(changed)?.signals).toEqual({
      ...plain,
      firstPaymentToBeneficiary: false,
      bankDetailsChangedAt: changedAt,
      previousBankDetails: { ...previous, accountNumber: maskAccountNumber('31926819') },
      duplicateAccountUnderOtherName: true,
    });
    expect(full.rows.get(changed)?.signals?.previousBankDetails).toEqual(previous);
    expect(rows.get(duplicate)?.signals).toEqual({ ...plain, duplicateAccountUnderOtherName: true });
    expect(rows.get(byVendor)?.signals).toEqual({ ...plain, bankDetailsEnteredByVendor: true });
    expect(rows.get(typedIn)?.signals).toBeNull();
    // The request's own page reads the same answers.
    const [one] = (
      await listAdminPayments(db(), { status: 'all', cursor: null, limit: 1, id: changed, fullDetails: true })
    ).payments;
    expect(one?.signals).toEqual(full.rows.get(changed)?.signals);
  });
  it('tells which of two requests to one beneficiary within the same millisecond came first', async () => {
    const owner = await customerSession(server);
    const saved = await saveBeneficiary(server, owner.headers, GERMAN);
    const one = await paymentTo(owner.user.id, saved.id, 1, 0);
    const other = await paymentTo(owner.user.id, saved.id, 1, 0);
    // The same millisecond, the second 0.3 ms later by the stored time and first by id: time decides.
    const [first, second] = one < other ? [other, one] : [one, other];
    const at = server.test.clock.now().toISOString();
    await db()
      .update(tables.paymentRequests)
      .set({ createdAt: new Date(at) })
      .where(eq(tables.paymentRequests.id, first));
    await db()
      .update(tables.paymentRequests)
      .set({ createdAt: sql`${at}::timestamptz + interval '300 microseconds'` })
      .where(eq(tables.paymentRequests.id, second));

    const { rows } = await page(20);

    expect(rows.get(first)?.signals?.firstPaymentToBeneficiary).toBe(true);
    expect(rows.get(second)?.signals?.firstPaymentToBeneficiary).toBe(false);
  });
});
