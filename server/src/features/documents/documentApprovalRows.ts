import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { DocumentApprovalRow, ReviewFilter } from '@portal/contracts/review';
import type { ItemStatus } from '@portal/contracts/status';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { toCustomerDocument } from './customerDocument';
import { counts, currentDocumentsByUser, emailsOf, type CurrentDocument } from './documentSets';
import { containsPattern } from '../decisions';
import { cursorTime, olderThanPosition, pageOf, type PageCursor } from '../../plugins/paging';

const { users, profiles, documents } = tables;

export interface DocumentApprovalQuery {
  status: ReviewFilter;
  search?: string;
  userId?: string;
}

/** Which page of the list: after `cursor` (null: the newest), `limit` sets. */
export interface DocumentApprovalPageQuery extends DocumentApprovalQuery {
  cursor: PageCursor | null;
  limit: number;
}

/**
 * A customer's set is pending while any current document waits for a decision; once
 * none does, it is rejected if any current document is (the customer must act), and
 * approved otherwise. A refused registration takes its set out of the queue: rejected, whatever
 * still waited, until the customer's new upload reopens the registration (recordUpload).
 */
const setStatus = sql<ItemStatus>`case
  when ${users.registrationStatus} = 'rejected' then 'rejected'
  when bool_or(${documents.status} = 'pending') then 'pending'
  when bool_or(${documents.status} = 'rejected') then 'rejected'
  else 'approved' end`;
const latestUpload = sql`max(${documents.createdAt})`.mapWith(documents.createdAt);
/** The same moment as SQL to compare and print (the cursor's position), without mapWith's decoder. */
const latestUploadAt = sql`max(${documents.createdAt})`;

/** Who refused a registration, when and why (the set's decision while it stands). */
interface Refusal {
  decidedAt: Date | null;
  decidedByEmail: string | null;
  decidedByName: string | null;
  reason: string | null;
}

/**
 * The decision shown on a decided set: the registration's refusal while it stands, else the
 * latest one taken on its current documents.
 */
function decisionOf(status: ItemStatus, current: readonly CurrentDocument[], refusal: Refusal | null) {
  if (refusal) {
    return {
      decidedAt: refusal.decidedAt?.toISOString() ?? null,
      decidedBy: refusal.decidedByEmail,
      decidedByName: refusal.decidedByName,
      reason: refusal.reason,
    };
  }
  const latest = current
    .filter((document) => document.decidedAt !== null)
    .sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))[0];
  if (status === 'pending' || !latest)
    return { decidedAt: null, decidedBy: null, decidedByName: null, reason: null };
  return {
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    decidedBy: latest.decidedByEmail,
    decidedByName: latest.decidedByName,
    reason: status === 'rejected' ? latest.reason : null,
  };
}

/**
 * The document approvals screen's rows: one per customer with current documents, latest upload
 * first, a page at a time (the shared cursor over the set's latest upload and the customer's id).
 */
export async function listDocumentApprovalPage(
  db: Db,
  query: DocumentApprovalPageQuery,
): Promise<{ approvals: DocumentApprovalRow[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [isNull(documents.supersededAt), eq(users.role, 'user')];
  if (query.userId) conditions.push(eq(users.id, query.userId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(profiles.companyName, pattern)),
    );
  }
  const sets = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      companyName: profiles.companyName,
      registrationStatus: users.registrationStatus,
      registrationReason: users.registrationReason,
      registrationDecidedAt: users.registrationDecidedAt,
      registrationDecidedBy: users.registrationDecidedBy,
      status: setStatus,
      submittedAt: latestUpload,
      cursorAt: cursorTime(latestUploadAt),
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...conditions))
    .groupBy(users.id, users.name, users.email, profiles.companyName)
    .having(
      and(
        query.status === 'all' ? undefined : sql`${setStatus} = ${query.status}`,
        query.cursor ? olderThanPosition(latestUploadAt, users.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(latestUpload), desc(users.id))
    // One set more than the page: whether it comes back says whether there is a next page.
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(sets, query.limit, (last) => ({
    createdAt: last.cursorAt,
    id: last.userId,
  }));

  const byUser = await currentDocumentsByUser(
    db,
    page.map((set) => set.userId),
  );
  const refusers = await emailsOf(
    db,
    page.flatMap((set) => (set.registrationStatus === 'rejected' ? (set.registrationDecidedBy ?? []) : [])),
  );
  const approvals = page.map((set) => {
    const current = byUser.get(set.userId) ?? [];
    const refuser = set.registrationDecidedBy ? refusers.get(set.registrationDecidedBy) : undefined;
    const refusal =
      set.registrationStatus === 'rejected'
        ? {
            decidedAt: set.registrationDecidedAt,
            decidedByEmail: refuser?.email ?? null,
            decidedByName: refuser?.name ?? null,
            reason: set.registrationReason,
          }
        : null;
    return {
      id: set.userId,
      userId: set.userId,
      userName: set.name,
      email: set.email,
      companyName: set.companyName ?? '',
      status: set.status,
      registrationRefused: refusal !== null,
      submittedAt: set.submittedAt.toISOString(),
      documents: DOCUMENT_TYPES.map((type) => {
        const files = current.filter((document) => document.type === type);
        const standing = files.filter(counts);
        return {
          type,
          name: DOCUMENT_TYPE_LABELS[type],
          uploaded: standing.length > 0,
          fileCount: standing.length,
          files: files.map(toCustomerDocument),
        };
      }),
      ...decisionOf(set.status, current, refusal),
    };
  });
  return { approvals, nextCursor };
}

/** One customer's set (`userId`), or none: what a decision and the registration review answer. */
export async function listDocumentApprovals(
  db: Db,
  query: DocumentApprovalQuery & { userId: string },
): Promise<DocumentApprovalRow[]> {
  return (await listDocumentApprovalPage(db, { ...query, cursor: null, limit: 1 })).approvals;
}
