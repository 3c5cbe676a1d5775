import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import {
  DOCUMENT_UPLOAD_FIELDS,
  UPLOAD_MESSAGES,
  type DocumentType,
  type DocumentUploadField,
} from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { type Db, type UserRow, tables, type DocumentRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { planUpload, type UploadPlan } from './uploadPlan';

const { documents, users } = tables;

/** A checked file about to become a document row; the id also names its stored bytes. */
export interface NewDocument {
  id: string;
  type: DocumentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

type Account = Pick<UserRow, 'id' | 'email' | 'name'>;

/** Every document (every version) of these customers, newest first. */
export async function listDocumentsForUsers(db: Db, userIds: readonly string[]): Promise<DocumentRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.userId, [...userIds]))
    .orderBy(desc(documents.createdAt), asc(documents.type), asc(documents.fileName), asc(documents.id));
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

/** The customer's documents that count: not superseded by a newer upload. */
export function currentDocumentsOf(db: Db, userId: string) {
  return db
    .select({ id: documents.id, type: documents.type, status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNull(documents.supersededAt)));
}

const FIELD_OF = Object.fromEntries(
  Object.entries(DOCUMENT_UPLOAD_FIELDS).map(([field, type]) => [type, field]),
) as Record<DocumentType, DocumentUploadField>;

/** 409 naming each refused field, so the form can show the message beside it. */
export function refuseApproved(plan: UploadPlan): void {
  if (plan.approvedTypes.length === 0) return;
  throw new ApiError(409, UPLOAD_MESSAGES.alreadyApproved, {
    code: ERROR_CODES.conflict,
    errors: Object.fromEntries(
      plan.approvedTypes.map((type) => [FIELD_OF[type], [UPLOAD_MESSAGES.alreadyApproved]]),
    ),
  });
}

function describeUpload(incoming: readonly NewDocument[]): string {
  const counts = new Map<DocumentType, number>();
  for (const document of incoming) counts.set(document.type, (counts.get(document.type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => `${DOCUMENT_TYPE_LABELS[type]}${count > 1 ? ` (${count} files)` : ''}`)
    .join(', ');
}

/**
 * A new upload after a refused registration puts it back in review (D-trutha): the refusal stays
 * in the audit record, the registration is pending again for the business and its members, and
 * its documents return to the reviewers' queue.
 */
async function reopenRegistration(tx: Db, business: string, account: Account, now: Date): Promise<void> {
  const reopened = {
    registrationStatus: 'pending' as const,
    registrationReason: null,
    registrationDecidedAt: null,
    registrationDecidedBy: null,
    updatedAt: now,
  };
  await tx
    .update(users)
    .set(reopened)
    .where(or(eq(users.id, business), eq(users.businessId, business)));
  await recordAudit(tx, {
    actor: { id: account.id, email: account.email },
    action: 'registration.reopen',
    subjectType: 'user',
    subjectId: business,
    subjectUserId: business,
    before: { registrationStatus: 'rejected' },
    after: { registrationStatus: 'pending' },
    summary: `Registration back in review after ${account.name}'s new upload`,
  });
}

/**
 * Records an upload in one transaction: the new rows, the versions they supersede
 * and the audit entry. The customer's account row is locked first, so that two
 * uploads of the same customer run one after the other, and their current rows
 * are locked and read again, so that an admin's decision made since the first
 * check is seen: a version approved meanwhile refuses the upload (409) here too.
 */
export async function recordUpload(
  db: Db,
  business: string,
  account: Account,
  incoming: readonly NewDocument[],
  now: Date,
): Promise<DocumentRow[]> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ registrationStatus: users.registrationStatus })
      .from(users)
      .where(eq(users.id, business))
      .for('update');
    const current = await currentDocumentsOf(tx, business).for('update');
    const plan = planUpload(
      current,
      incoming.map((document) => document.type),
    );
    refuseApproved(plan);
    if (plan.supersede.length) {
      await tx.update(documents).set({ supersededAt: now }).where(inArray(documents.id, plan.supersede));
    }
    const rows = await tx
      .insert(documents)
      .values(
        incoming.map((document) => ({
          ...document,
          userId: business,
          status: 'pending' as const,
          createdAt: now,
        })),
      )
      .returning();
    await recordAudit(tx, {
      actor: { id: account.id, email: account.email },
      action: 'documents.upload',
      subjectType: 'user',
      subjectId: business,
      subjectUserId: business,
      before: { superseded: plan.supersede },
      after: {
        documents: rows.map(({ id, type, fileName, contentType, sizeBytes, sha256 }) => ({
          id,
          type,
          fileName,
          contentType,
          sizeBytes,
          sha256,
        })),
      },
      summary: `${account.name} uploaded ${describeUpload(incoming)}`,
    });
    if (owner?.registrationStatus === 'rejected') await reopenRegistration(tx, business, account, now);
    return rows;
  });
}
