import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import type { ItemStatus } from '@portal/contracts/status';
import { inArray } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { listDocumentsForUsers } from './documentStore';

const { users } = tables;

type DocumentRow = Awaited<ReturnType<typeof listDocumentsForUsers>>[number];

/** A current document with the e-mail and name of the admin who decided it, if anyone has. */
export interface CurrentDocument extends DocumentRow {
  decidedByEmail: string | null;
  decidedByName: string | null;
}

/**
 * The current documents (not superseded by a newer upload) of each given customer,
 * oldest upload first. Rejected ones are included: they are current until replaced,
 * and the admin sees why they were refused.
 */
export async function currentDocumentsByUser(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, CurrentDocument[]>> {
  const byUser = new Map<string, CurrentDocument[]>(userIds.map((id) => [id, []]));
  const current = (await listDocumentsForUsers(db, userIds))
    .filter((document) => document.supersededAt === null)
    .reverse();
  const emailOf = await emailsOf(
    db,
    current.flatMap((document) => document.decidedBy ?? []),
  );
  for (const document of current) {
    byUser.get(document.userId)?.push({
      ...document,
      decidedByEmail: document.decidedBy ? (emailOf.get(document.decidedBy)?.email ?? null) : null,
      decidedByName: document.decidedBy ? (emailOf.get(document.decidedBy)?.name ?? null) : null,
    });
  }
  return byUser;
}

/** The e-mail and name of each of these accounts (the staff who decided), by id. */
export async function emailsOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, unique))
    : [];
  return new Map(rows.map((row) => [row.id, { email: row.email, name: row.name }]));
}

/** A document counts as there unless it was rejected (then it must be uploaded again). */
export const counts = (document: Pick<DocumentRow, 'status'>) => document.status !== 'rejected';

/**
 * Each type's standing for the registration's approval rule: null when nothing of it is current,
 * rejected if any current file of it is, pending if any waits, else approved (director files are
 * several).
 */
export function standingsOf(
  current: readonly Pick<DocumentRow, 'type' | 'status'>[],
): Record<DocumentType, ItemStatus | null> {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => {
      const statuses = current
        .filter((document) => document.type === type)
        .map((document) => document.status);
      const standing: ItemStatus | null =
        statuses.length === 0
          ? null
          : statuses.includes('rejected')
            ? 'rejected'
            : statuses.includes('pending')
              ? 'pending'
              : 'approved';
      return [type, standing];
    }),
  ) as Record<DocumentType, ItemStatus | null>;
}

/** Which of the five types a customer has (the n/5 badge of a registration row). */
export function presenceOf(current: readonly CurrentDocument[]): Record<DocumentType, boolean> {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      current.some((document) => document.type === type && counts(document)),
    ]),
  ) as Record<DocumentType, boolean>;
}
