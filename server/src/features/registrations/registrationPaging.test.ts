import { expect } from '@jest/globals';
import { DATA_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { registrationListDataSchema, type RegistrationRow } from '@portal/contracts/review';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { encodeCursor } from '../../plugins/paging';
import { readEveryPage } from '../../plugins/paging/testing/readEveryPage';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, getJson } from '../decisions/testing/reviewTesting';

/** More than the 200 rows the list used to stop at. */
const CUSTOMERS = 205;
const BASE = Date.parse('2026-03-02T09:00:00.000Z');

describe.each(DATABASE_KINDS)('the registrations list, a page at a time (%s)', (kind) => {
  const server = useTestServer(kind);

  /**
   * Verified founders who signed up three to a second (rows that share a created_at are
   * ordered by id), written straight to the table: the list is what is tested, not sign-up.
   */
  async function insertCustomers(count: number) {
    const rows = Array.from({ length: count }, (_, index) => {
      const id = randomUUID();
      return {
        id,
        businessId: id,
        email: `paged-${index}@example.test`,
        name: `Paged Customer ${index}`,
        passwordHash: 'not-a-real-hash',
        emailVerifiedAt: new Date(BASE),
        createdAt: new Date(BASE + Math.floor(index / 3) * 1000),
      };
    });
    await server.database.db.insert(tables.users).values(rows);
    // Newest first; among equal times the larger id first, as the cursor orders them.
    return rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
  }

  const read = async (headers: Record<string, string>, query: string) => {
    const response = await getJson(server, `${DATA_PATHS.adminRegistrations}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(registrationListDataSchema, response.json<{ data: unknown }>().data);
  };

  it('pages through every pending registration past 200, newest first, none twice and none missed', async () => {
    const admin = await adminSession(server);
    const expected = await insertCustomers(CUSTOMERS);

    const pages = await readEveryPage(async (cursor) => {
      const page = await read(admin.headers, `?status=all${cursor ? `&cursor=${cursor}` : ''}`);
      return { rows: page.registrations, nextCursor: page.nextCursor };
    });

    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 5]);
    const ids = pages.flat().map((row: RegistrationRow) => row.id);
    expect(ids).toEqual(expected);
  });

  it('keeps the filter and the page size on every page', async () => {
    const admin = await adminSession(server);
    const expected = await insertCustomers(CUSTOMERS);
    const query = (cursor: string | null) =>
      `?status=all&search=paged&limit=100${cursor ? `&cursor=${cursor}` : ''}`;

    const pages = await readEveryPage(async (cursor) => {
      const page = await read(admin.headers, query(cursor));
      return { rows: page.registrations, nextCursor: page.nextCursor };
    });

    expect(pages.map((page) => page.length)).toEqual([100, 100, 5]);
    expect(pages.flat().map((row) => row.id)).toEqual(expected);
    // Under Approved there are none: one empty page and no next one.
    expect(await read(admin.headers, '?status=approved')).toEqual({ registrations: [], nextCursor: null });
  });

  it('refuses a cursor it did not write with 400 in the error shape, never a 500', async () => {
    const admin = await adminSession(server);
    const notOurs = [
      'abc',
      'not base64 at all!',
      Buffer.from('{"a":1}').toString('base64url'),
      // The audit record's kind of id is not a registration's.
      encodeCursor({ createdAt: '2026-03-02T09:00:00.000000Z', id: '42' }),
      'x'.repeat(201),
    ];
    for (const cursor of notOurs) {
      const response = await getJson(
        server,
        `${DATA_PATHS.adminRegistrations}?cursor=${encodeURIComponent(cursor)}`,
        admin.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        // The cursor's own words, after "The query is not valid: " when the query's schema refused it.
        message: expect.stringContaining(PAYMENT_MESSAGES.cursorInvalid),
        code: ERROR_CODES.validation,
        errors: { cursor: [PAYMENT_MESSAGES.cursorInvalid] },
      });
    }
  });
});
