import { DOCUMENT_TYPES, type CustomerDocument, type DocumentType } from '@portal/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../database';

const { documents, users } = tables;
const decider = alias(users, 'decider');

type DocumentRow = typeof documents.$inferSelect;

/** A current document with the e-mail of the admin who decided it, if anyone has. */
export interface CurrentDocument extends DocumentRow {
  decidedByEmail: string | null;
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
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ document: documents, decidedByEmail: decider.email })
    .from(documents)
    .leftJoin(decider, eq(decider.id, documents.decidedBy))
    .where(and(inArray(documents.userId, [...userIds]), isNull(documents.supersededAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  for (const { document, decidedByEmail } of rows) {
    byUser.get(document.userId)?.push({ ...document, decidedByEmail });
  }
  return byUser;
}

/** A document counts as there unless it was rejected (then it must be uploaded again). */
export const counts = (document: Pick<DocumentRow, 'status'>) => document.status !== 'rejected';

/** Which of the five types a customer has (the n/5 badge of a registration row). */
export function presenceOf(current: readonly CurrentDocument[]): Record<DocumentType, boolean> {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      current.some((document) => document.type === type && counts(document)),
    ]),
  ) as Record<DocumentType, boolean>;
}

/** The document as its owner and admins see it. */
export function toCustomerDocument(row: DocumentRow): CustomerDocument {
  return {
    id: row.id,
    type: row.type,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    status: row.status,
    reason: row.reason,
    uploadedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    superseded: row.supersededAt !== null,
  };
}
