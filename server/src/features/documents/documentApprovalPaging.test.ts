import { expect } from '@jest/globals';
import { DATA_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { documentApprovalListDataSchema } from '@portal/contracts/review';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { readEveryPage } from '../../plugins/paging/testing/readEveryPage';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, getJson } from '../decisions/testing/reviewTesting';

/** More than the 200 sets the list used to stop at. */
const CUSTOMERS = 207;
const BASE = Date.parse('2026-03-02T09:00:00.000Z');

describe.each(DATABASE_KINDS)('the document approvals list, a page at a time (%s)', (kind) => {
  const server = useTestServer(kind);

  /**
   * Customers each with a pending BVN, uploaded three to a second (sets whose latest upload is
   * the same moment are ordered by the customer's id), and an older CAC that must not move
   * their set's place: a set is placed by its latest upload.
   */
  async function insertSets(count: number) {
    const customers = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      email: `set-${index}@example.test`,
      name: `Set Customer ${index}`,
      passwordHash: 'not-a-real-hash',
      latest: new Date(BASE + Math.floor(index / 3) * 1000),
    }));
    await server.database.db
      .insert(tables.users)
      .values(customers.map(({ latest: _latest, ...user }) => ({ ...user, businessId: user.id })));
    const document = (userId: string, type: 'bvn' | 'cac', createdAt: Date) => {
      const id = randomUUID();
      return {
        id,
        userId,
        type,
        fileName: `${type}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 1234,
        sha256: 'a'.repeat(64),
        storageKey: `documents/${id}`,
        createdAt,
      };
    };
    await server.database.db
      .insert(tables.documents)
      .values(
        customers.flatMap((customer, index) => [
          document(customer.id, 'bvn', customer.latest),
          document(customer.id, 'cac', new Date(BASE - (index + 1) * 60_000)),
        ]),
      );
    return customers
      .sort((a, b) => b.latest.getTime() - a.latest.getTime() || (a.id < b.id ? 1 : -1))
      .map((customer) => customer.id);
  }

  const read = async (headers: Record<string, string>, query: string) => {
    const response = await getJson(server, `${DATA_PATHS.adminDocuments}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(documentApprovalListDataSchema, response.json<{ data: unknown }>().data);
  };

  it('pages through every pending set past 200, latest upload first, none twice and none missed', async () => {
    const admin = await adminSession(server);
    const expected = await insertSets(CUSTOMERS);

    const pages = await readEveryPage(async (cursor) => {
      const page = await read(admin.headers, cursor ? `?cursor=${cursor}` : '');
      return { rows: page.approvals, nextCursor: page.nextCursor };
    });

    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 7]);
    expect(pages.flat().map((set) => set.userId)).toEqual(expected);
    // Each set still lists its documents (BVN and the older CAC), not only the page's key.
    expect(pages[4]?.[0]?.documents.filter((entry) => entry.uploaded).map((entry) => entry.type)).toEqual([
      'bvn',
      'cac',
    ]);
  });

  it('keeps the filter, the search and the page size on every page', async () => {
    const admin = await adminSession(server);
    const expected = await insertSets(CUSTOMERS);
    const query = (cursor: string | null) =>
      `?status=all&search=set%20customer&limit=100${cursor ? `&cursor=${cursor}` : ''}`;

    const pages = await readEveryPage(async (cursor) => {
      const page = await read(admin.headers, query(cursor));
      return { rows: page.approvals, nextCursor: page.nextCursor };
    });

    expect(pages.map((page) => page.length)).toEqual([100, 100, 7]);
    expect(pages.flat().map((set) => set.userId)).toEqual(expected);
    expect(await read(admin.headers, '?status=rejected')).toEqual({ approvals: [], nextCursor: null });
  });

  it('refuses a malformed cursor with 400 in the error shape, never a 500', async () => {
    const admin = await adminSession(server);
    for (const cursor of ['abc', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const response = await getJson(server, `${DATA_PATHS.adminDocuments}?cursor=${cursor}`, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: PAYMENT_MESSAGES.cursorInvalid,
        code: ERROR_CODES.validation,
        errors: { cursor: [PAYMENT_MESSAGES.cursorInvalid] },
      });
    }
  });
});
