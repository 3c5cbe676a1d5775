import type { DocumentApprovalRow } from '@portal/contracts/review';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import type { DecisionOutcome } from '../../plugins/mail';
import { notFound } from '../../plugins/http';
import { alreadyDecided, registrationRefused, type ReviewDeps } from '../decisions';
import { listDocumentApprovals } from './documentApprovalRows';

// The steps a document decision takes whether it decides a whole set or one document, so the two
// routes cannot drift apart in whom they decide for, what a decided row stores, or what they answer.

const { users, profiles, documents } = tables;

/**
 * The customer (role 'user') the decision is about, with what its audit and e-mail name; 404
 * otherwise. While their registration stands refused there is nothing to decide (409): the
 * documents wait for the customer's new upload, which reopens the registration.
 */
export async function decisionCustomer(tx: Db, customerId: string) {
  const [customer] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyName: profiles.companyName,
      registrationStatus: users.registrationStatus,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, customerId), eq(users.role, 'user')));
  if (!customer) throw notFound();
  if (customer.registrationStatus === 'rejected') throw registrationRefused();
  return customer;
}

/**
 * Stores the outcome on the pending current documents `scope` picks (a customer's set, or one
 * document). The update is conditional on 'pending', so of two admins racing only one finds
 * something to decide; the other is told it was already decided (409).
 */
export async function markDecided(
  tx: Db,
  scope: SQL,
  outcome: DecisionOutcome,
  adminId: string,
  now: Date,
): Promise<{ id: string; type: string }[]> {
  const decided = await tx
    .update(documents)
    .set({
      status: outcome.status,
      reason: outcome.status === 'rejected' ? outcome.reason : null,
      decidedAt: now,
      decidedBy: adminId,
    })
    .where(and(scope, eq(documents.status, 'pending'), isNull(documents.supersededAt)))
    .returning({ id: documents.id, type: documents.type });
  if (decided.length === 0) throw alreadyDecided();
  return decided;
}

/** After the decision's transaction: sends its e-mail and answers the customer's row of the approvals list. */
export async function decidedApprovalRow(deps: ReviewDeps, customerId: string): Promise<DocumentApprovalRow> {
  await deps.mailer.afterCommit();
  const [row] = await listDocumentApprovals(deps.db, { status: 'all', userId: customerId });
  if (!row) throw notFound();
  return row;
}
