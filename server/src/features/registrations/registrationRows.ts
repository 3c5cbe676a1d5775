import type { ItemStatus, RegistrationRow, ReviewFilter } from '@portal/contracts';
import { and, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../../plugins/database';
import { currentDocumentsByUser, presenceOf, standingsOf } from '../documents';
import { containsPattern, LIST_LIMIT } from '../decisions';

const { users, profiles } = tables;
const decider = alias(users, 'decider');

export interface RegistrationQuery {
  status: ReviewFilter;
  search?: string;
  /** One customer (the answer to a decision). */
  userId?: string;
}

/** Whose registration an admin decides: customers who verified their e-mail. */
/** A business's registration: its founding account (members join a business, they do not register one, D34). */
export const isReviewableCustomer = () =>
  and(eq(users.role, 'user'), eq(users.businessId, users.id), isNotNull(users.emailVerifiedAt));

/** The pending registrations screen's rows, newest sign-up first. */
export async function listRegistrations(db: Db, query: RegistrationQuery): Promise<RegistrationRow[]> {
  const conditions: (SQL | undefined)[] = [isReviewableCustomer()];
  if (query.status !== 'all') conditions.push(eq(users.registrationStatus, query.status));
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
      reason: users.registrationReason,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(decider, eq(decider.id, users.registrationDecidedBy))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(LIST_LIMIT);

  const documents = await currentDocumentsByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    companyName: row.companyName ?? '',
    submittedAt: row.createdAt.toISOString(),
    status: row.status satisfies ItemStatus,
    documents: presenceOf(documents.get(row.id) ?? []),
    documentStandings: standingsOf(documents.get(row.id) ?? []),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
  }));
}
