import type { RegistrationRow, ReviewFilter } from '@portal/contracts/review';
import type { ItemStatus } from '@portal/contracts/status';
import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../../plugins/database';
import { currentDocumentsByUser, presenceOf, standingsOf } from '../documents';
import { containsPattern } from '../decisions';
import { isSubmittedRegistration } from './registrationSubmitted';
import { cursorTime, olderThanPosition, pageOf, type PageCursor } from '../../plugins/paging';

const { users, profiles } = tables;
const decider = alias(users, 'decider');

export interface RegistrationQuery {
  status: ReviewFilter;
  search?: string;
  /** One customer (the answer to a decision). */
  userId?: string;
}

/** Which page of the list: after `cursor` (null: the newest), `limit` rows. */
export interface RegistrationPageQuery extends RegistrationQuery {
  cursor: PageCursor | null;
  limit: number;
}

/** Whose registration an admin decides: customers who verified their e-mail. */
/** A business's registration: its founding account (members join a business, they do not register one, D34). */
export const isReviewableCustomer = () =>
  and(eq(users.role, 'user'), eq(users.businessId, users.id), isNotNull(users.emailVerifiedAt));

/** The pending registrations screen's rows, newest sign-up first, a page at a time (the shared cursor). */
export async function listRegistrationPage(
  db: Db,
  query: RegistrationPageQuery,
): Promise<{ registrations: RegistrationRow[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [isReviewableCustomer()];
  if (query.cursor) conditions.push(olderThanPosition(users.createdAt, users.id, query.cursor));
  if (query.status !== 'all') conditions.push(eq(users.registrationStatus, query.status));
  // "In review" lists only what was submitted; a sign-up still filling in is under "All" (fixa).
  if (query.status === 'pending') conditions.push(isSubmittedRegistration());
  if (query.userId) conditions.push(eq(users.id, query.userId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(profiles.companyName, pattern)),
    );
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyName: profiles.companyName,
      createdAt: users.createdAt,
      status: users.registrationStatus,
      decidedAt: users.registrationDecidedAt,
      decidedBy: decider.email,
      decidedByName: decider.name,
      reason: users.registrationReason,
      submitted: sql<boolean>`${isSubmittedRegistration()}`.mapWith(Boolean),
      cursorAt: cursorTime(users.createdAt),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(decider, eq(decider.id, users.registrationDecidedBy))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    // One row more than the page: whether it comes back says whether there is a next page.
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
    createdAt: last.cursorAt,
    id: last.id,
  }));

  const documents = await currentDocumentsByUser(
    db,
    page.map((row) => row.id),
  );
  const registrations = page.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    companyName: row.companyName ?? '',
    submittedAt: row.createdAt.toISOString(),
    status: row.status satisfies ItemStatus,
    submitted: row.submitted,
    documents: presenceOf(documents.get(row.id) ?? []),
    documentStandings: standingsOf(documents.get(row.id) ?? []),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decidedByName: row.decidedByName,
    reason: row.reason,
  }));
  return { registrations, nextCursor };
}

/** One customer's registration row (`userId`), or none: what a decision and the review answer. */
export async function listRegistrations(
  db: Db,
  query: RegistrationQuery & { userId: string },
): Promise<RegistrationRow[]> {
  return (await listRegistrationPage(db, { ...query, cursor: null, limit: 1 })).registrations;
}
