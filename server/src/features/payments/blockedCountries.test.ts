import { expect } from '@jest/globals';
import { withId } from '@portal/contracts/api';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { validateWith } from '@portal/contracts/fieldErrors';
import { SCREENING_MESSAGES, SCREENING_PATHS, screeningPolicyDataSchema } from '@portal/contracts/screening';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { call, customerSession, dataOf, PAYMENT, paymentRows, submit } from './testing/paymentTesting';

/** A vendor in North Korea (on the default BLOCKED_COUNTRIES), with valid bank fields of its corridor. */
const NORTH_KOREAN = {
  name: 'Pyongyang Trading Example',
  country: 'KP',
  currency: 'USD',
  bankName: 'Example Bank',
  address: '1 Example Street, Pyongyang',
  accountNumber: '12345678',
  bic: 'EXAMKPPY',
};

const refusedOn = (field: string, message: string) => ({
  success: false,
  message,
  errors: { [field]: [message] },
});

describe.each(DATABASE_KINDS)('blocked countries (BLOCKED_COUNTRIES, D44) on %s', (kind) => {
  const server = useTestServer(kind);

  it('answers the blocked countries publicly, the default CU, IR, KP, SY', async () => {
    const response = await call(server, 'GET', SCREENING_PATHS.policy);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(screeningPolicyDataSchema, dataOf<unknown>(response));
    expect(checked.ok && checked.data).toEqual({ blockedCountries: ['CU', 'IR', 'KP', 'SY'] });
  });

  it('refuses a beneficiary in a blocked country, created or changed, with 400 on its country field; nothing is saved', async () => {
    const customer = await customerSession(server);
    const created = await call(
      server,
      'POST',
      BENEFICIARY_PATHS.beneficiaries,
      customer.headers,
      NORTH_KOREAN,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject(refusedOn('country', SCREENING_MESSAGES.countryBlocked));
    expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);

    const saved = await saveBeneficiary(server, customer.headers, GERMAN);
    const moved = await call(
      server,
      'PUT',
      withId(BENEFICIARY_PATHS.beneficiary, saved.id),
      customer.headers,
      {
        ...NORTH_KOREAN,
        name: saved.name,
      },
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject(refusedOn('country', SCREENING_MESSAGES.countryBlocked));
    const [row] = await server.database.db.select().from(tables.beneficiaries);
    expect(row?.country).toBe('DE');
  });

  it('refuses a payment to new beneficiary fields in a blocked country with 400 on country; no request, no beneficiary', async () => {
    const customer = await customerSession(server);
    const response = await submit(server, customer.headers, {
      ...PAYMENT,
      country: 'IR',
      accountNumber: '12345678',
      recipientBankSwiftCode: 'EXAMIRTH',
      foreignCurrency: 'USD',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusedOn('country', SCREENING_MESSAGES.countryBlocked));
    expect(await paymentRows(server)).toEqual([]);
    expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);
  });

  it('refuses a payment to a saved beneficiary whose country is blocked (saved before it was) with 400 on beneficiaryId', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, GERMAN);
    // As if BLOCKED_COUNTRIES had gained its country since it was saved.
    await server.database.db
      .update(tables.beneficiaries)
      .set({ country: 'SY' })
      .where(eq(tables.beneficiaries.id, saved.id));
    const response = await submit(server, customer.headers, {
      beneficiaryId: saved.id,
      foreignAmount: '250.00',
      foreignCurrency: 'EUR',
      purpose: 'goods',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(
      refusedOn('beneficiaryId', SCREENING_MESSAGES.beneficiaryCountryBlocked),
    );
    expect(await paymentRows(server)).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('BLOCKED_COUNTRIES set by the deployment on %s', (kind) => {
  const server = useTestServer(kind, { env: { BLOCKED_COUNTRIES: 'cu, de' } });

  it('refuses the countries it names, and no longer the defaults it leaves out', async () => {
    const customer = await customerSession(server);
    expect(dataOf(await call(server, 'GET', SCREENING_PATHS.policy))).toEqual({
      blockedCountries: ['CU', 'DE'],
    });
    const german = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, GERMAN);
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject(refusedOn('country', SCREENING_MESSAGES.countryBlocked));
    expect(
      (await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, customer.headers, NORTH_KOREAN))
        .statusCode,
    ).toBe(201);
  });
});
