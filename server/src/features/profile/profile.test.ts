import { expect } from '@jest/globals';
import { API_PATHS, DATA_PATHS, type ApiFailure } from '@portal/contracts/api';
import type { MeData } from '@portal/contracts/apiSchemas';
import { CONTROL_CHARACTER_MESSAGE } from '@portal/contracts/controlCharacters';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PROFILE_MESSAGES, type ProfileUpdate } from '@portal/contracts/profile';
import { profileDataSchema, type ProfileData } from '@portal/contracts/profileAnswers';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import * as z from 'zod/mini';
import { ensureAdminAccount } from '../admin-account';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, api, bearer, signIn, useTestServer, verifiedAccount } from '../../testing';

const ADMIN = { email: 'admin@vendorbridge.test', password: 'Admin-Test-Password-1' };

const complete: ProfileUpdate = {
  name: 'Ada Okafor',
  phone: '0803 123 4567',
  address: '12 Marina Road, Lagos',
  bvn: '12345678901',
  tin: '12345678-0001',
  companyName: 'Okafor Trading Ltd',
  directorInfo: [{ name: 'Chidi Okafor', ninOrBvn: '10987654321', position: 'Director' }],
};

describe.each(DATABASE_KINDS)('the customer profile on %s', (kind) => {
  const server = useTestServer(kind);

  const call = (method: 'GET' | 'PUT', headers: Record<string, string>, payload?: unknown) =>
    server.test.app.inject({
      method,
      url: api(DATA_PATHS.profile),
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  async function customer(overrides: { name?: string } = {}) {
    const credentials = await verifiedAccount(server.test, overrides);
    const session = await signIn(server.test, credentials);
    return { ...session, headers: bearer(session.tokens.accessToken) };
  }

  const storedProfiles = () => server.database.db.select().from(tables.profiles);

  it('answers a new customer with their name and e-mail and every other field empty', async () => {
    const { user, headers } = await customer({ name: 'Bola Adeyemi' });
    const response = await call('GET', headers);
    expect(response.statusCode).toBe(200);
    expect(z.parse(profileDataSchema, response.json<{ data: unknown }>().data)).toEqual({
      profile: {
        id: user.id,
        name: 'Bola Adeyemi',
        email: user.email,
        phone: '',
        address: '',
        bvn: '',
        tin: '',
        companyName: '',
        directorInfo: [],
        updatedAt: null,
      },
    });
  });

  it('saves the profile and reads it back, the phone in E.164 and the name on the account', async () => {
    const { user, headers } = await customer();
    const saved = await call('PUT', headers, { ...complete, name: '  Ada N. Okafor ', email: 'x@evil.test' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: CUSTOMER_MESSAGES.profileUpdated });
    const { profile } = z.parse(profileDataSchema, saved.json<{ data: unknown }>().data);
    expect(profile).toMatchObject({
      ...complete,
      name: 'Ada N. Okafor',
      email: user.email,
      phone: '+2348031234567',
      updatedAt: expect.any(String),
    });

    const read = z.parse(profileDataSchema, (await call('GET', headers)).json<{ data: unknown }>().data);
    expect(read.profile).toEqual(profile);
    // The navbar greets by the account's name, and the e-mail stays the sign-in one.
    const me = await server.test.app.inject({ method: 'GET', url: api(API_PATHS.me), headers });
    expect(me.json<{ data: MeData }>().data.user).toMatchObject({ name: 'Ada N. Okafor', email: user.email });
  });

  it('saves again over the first save (one row per customer)', async () => {
    const { headers } = await customer();
    await call('PUT', headers, complete);
    const second = await call('PUT', headers, {
      ...complete,
      companyName: 'Okafor Holdings',
      directorInfo: [],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ data: ProfileData }>().data.profile).toMatchObject({
      companyName: 'Okafor Holdings',
      directorInfo: [],
    });
    expect(await storedProfiles()).toHaveLength(1);
  });

  it('refuses a BVN of 10 digits with the field named, and saves nothing', async () => {
    const { user, headers } = await customer({ name: 'Ada Okafor' });
    const response = await call('PUT', headers, { ...complete, name: 'Changed Name', bvn: '1234567890' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.validation,
      errors: { bvn: [PROFILE_MESSAGES.bvnInvalid] },
    });
    expect(await storedProfiles()).toHaveLength(0);
    const [account] = await server.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.id, user.id));
    expect(account?.name).toBe('Ada Okafor');
  });

  it("names a director's wrong NIN by its path", async () => {
    const { headers } = await customer();
    const response = await call('PUT', headers, {
      ...complete,
      directorInfo: [{ name: 'Chidi', ninOrBvn: '123', position: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiFailure>().errors).toEqual({
      'directorInfo.0.ninOrBvn': [PROFILE_MESSAGES.ninOrBvnInvalid],
    });
  });

  it('refuses control characters in any field, naming the field', async () => {
    const { headers } = await customer();
    const response = await call('PUT', headers, {
      ...complete,
      directorInfo: [{ name: 'Chidi\tOkafor', ninOrBvn: '', position: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiFailure>().errors).toEqual({
      'directorInfo.0.name': [CONTROL_CHARACTER_MESSAGE],
    });
  });

  it.each([
    ['a number for the name', { ...complete, name: 42 }],
    ['a string for the directors', { ...complete, directorInfo: 'none' }],
    ['a missing field', { name: 'Ada Okafor' }],
    ['an array body', [complete]],
    ['a null body', null],
    ['a string body', 'Ada'],
    ['a huge name', { ...complete, name: 'A'.repeat(5_000) }],
    ['a huge address', { ...complete, address: 'x'.repeat(10_000) }],
    ['21 directors', { ...complete, directorInfo: Array(21).fill(complete.directorInfo[0]) }],
    ['a NUL in the name', { ...complete, name: 'Ada\u0000Okafor' }],
    ['a NUL in the company name', { ...complete, companyName: 'Okafor\u0000Ltd' }],
    [
      "a NUL in a director's position",
      { ...complete, directorInfo: [{ name: 'Chidi', ninOrBvn: '', position: '\u0000' }] },
    ],
    ['a line break in the address', { ...complete, address: '12 Marina\nLagos' }],
  ])('refuses %s with 400, never 500', async (_name, body) => {
    const { headers } = await customer();
    const response = await call(
      'PUT',
      { ...headers, 'content-type': 'application/json' },
      JSON.stringify(body),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedProfiles()).toHaveLength(0);
  });

  it('refuses a call without a token (401) and an admin (403)', async () => {
    expect((await call('GET', {})).statusCode).toBe(401);
    expect((await call('PUT', {}, complete)).statusCode).toBe(401);
    await ensureAdminAccount(
      server.database.db,
      { adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      server.test.app.log,
    );
    const admin = await signIn(server.test, ADMIN, API_PATHS.adminLogin);
    const headers = bearer(admin.tokens.accessToken);
    const read = await call('GET', headers);
    expect(read.statusCode).toBe(403);
    expect(read.json<ApiFailure>().code).toBe(ERROR_CODES.forbidden);
    expect((await call('PUT', headers, complete)).statusCode).toBe(403);
  });

  it('shows each customer only their own profile', async () => {
    const first = await customer({ name: 'First Customer' });
    const second = await customer({ name: 'Second Customer' });
    await call('PUT', first.headers, { ...complete, name: 'First Customer', companyName: 'First Ltd' });

    const secondView = (await call('GET', second.headers)).json<{ data: ProfileData }>().data.profile;
    expect(secondView).toMatchObject({ id: second.user.id, name: 'Second Customer', companyName: '' });
    await call('PUT', second.headers, { ...complete, name: 'Second Customer', companyName: 'Second Ltd' });

    expect((await call('GET', first.headers)).json<{ data: ProfileData }>().data.profile).toMatchObject({
      id: first.user.id,
      companyName: 'First Ltd',
    });
    expect((await call('GET', second.headers)).json<{ data: ProfileData }>().data.profile.companyName).toBe(
      'Second Ltd',
    );
  });
});
