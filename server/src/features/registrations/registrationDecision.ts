import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { REGISTRATION_APPROVAL_MESSAGES } from '@portal/contracts/registrationApproval';
import { registrationApprovalBlockedReason } from '@portal/words/registrationApproval';
import type { RegistrationRow } from '@portal/contracts/review';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type UserRow } from '../../plugins/database';
import { registrationDecisionEmail } from '../../plugins/mail';
import { alreadyDecided, type Decision, type ReviewDeps } from '../decisions';
import { isReviewableCustomer, listRegistrations } from './registrationRows';
import { ApiError, notFound } from '../../plugins/http';
import { standingsOf } from '../documents';
import { documentsNamedIn } from './documentsNamedIn';

const { users, profiles, documents } = tables;

/** The KYB rule (registrationApproval.ts): all five documents uploaded and approved. */
const documentsNotApproved = (reason: string) =>
  new ApiError(409, `${REGISTRATION_APPROVAL_MESSAGES.refused} ${reason}`, { code: ERROR_CODES.conflict });

const who = (name: string, companyName: string | undefined) =>
  companyName ? `${name} (${companyName})` : name;

/**
 * Approves or rejects a customer's registration, once (a decision is final; a second one answers
 * 409). The conditional update decides a race between two admins: only the one whose update still
 * finds the registration pending changes it, writes the audit entry and queues the e-mail, all in
 * one transaction; the other is told it was already decided.
 */
export async function decideRegistration(
  deps: ReviewDeps,
  admin: Pick<UserRow, 'id' | 'email'>,
  customerId: string,
  decision: Decision,
): Promise<RegistrationRow> {
  const { outcome } = decision;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (outcome.status === 'approved') {
      // Read in the decision's transaction; a document decided meanwhile is a race the
      // documents' own conditional updates settle, and an approval never outruns its documents.
      const current = await tx
        .select({ type: documents.type, status: documents.status })
        .from(documents)
        .where(and(eq(documents.userId, customerId), isNull(documents.supersededAt)));
      const blocked = registrationApprovalBlockedReason(standingsOf(current));
      if (blocked) {
        const [exists] = await tx
          .select({ status: users.registrationStatus })
          .from(users)
          .where(and(eq(users.id, customerId), isReviewableCustomer()));
        if (!exists) throw notFound();
        if (exists.status !== 'pending') throw alreadyDecided();
        throw documentsNotApproved(blocked);
      }
    }
    const [customer] = await tx
      .update(users)
      .set({
        registrationStatus: outcome.status,
        // Approval opens the portal (the banner goes); a rejection leaves it closed.
        ...(outcome.status === 'approved' ? { approved: true } : {}),
        registrationReason: outcome.status === 'rejected' ? outcome.reason : null,
        registrationDecidedAt: now,
        registrationDecidedBy: admin.id,
        updatedAt: now,
      })
      .where(and(eq(users.id, customerId), isReviewableCustomer(), eq(users.registrationStatus, 'pending')))
      .returning();
    if (!customer) {
      const [exists] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, customerId), isReviewableCustomer()));
      throw exists ? alreadyDecided() : notFound();
    }
    // The documents the refusal names are refused with it (the customer sees which to send
    // again); the others stay as they were, out of the queue until a new upload (D-trutha).
    const refusedDocuments = outcome.status === 'rejected' ? documentsNamedIn(outcome.reason) : [];
    if (outcome.status === 'rejected' && refusedDocuments.length > 0) {
      await tx
        .update(documents)
        .set({ status: 'rejected', reason: outcome.reason, decidedAt: now, decidedBy: admin.id })
        .where(
          and(
            eq(documents.userId, customerId),
            isNull(documents.supersededAt),
            eq(documents.status, 'pending'),
            inArray(documents.type, refusedDocuments),
          ),
        );
    }
    // The business's members carry the decision too (D34): their sessions show it and D37 reads it.
    await tx
      .update(users)
      .set({
        registrationStatus: customer.registrationStatus,
        approved: customer.approved,
        registrationReason: customer.registrationReason,
        registrationDecidedAt: customer.registrationDecidedAt,
        updatedAt: now,
      })
      .where(and(eq(users.businessId, customer.id), ne(users.id, customer.id)));
    const [profile] = await tx
      .select({ companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.userId, customerId));
    const verb = outcome.status === 'approved' ? 'approved' : 'rejected';
    await recordAudit(tx, {
      actor: admin,
      action: outcome.status === 'approved' ? 'registration.approve' : 'registration.reject',
      subjectType: 'user',
      subjectId: customer.id,
      subjectUserId: customer.id,
      before: { registrationStatus: 'pending' },
      after: {
        registrationStatus: customer.registrationStatus,
        approved: customer.approved,
        ...(refusedDocuments.length ? { refusedDocuments } : {}),
      },
      reason: decision.note,
      summary:
        `Registration of ${who(customer.name, profile?.companyName)} ${verb}` +
        (outcome.status === 'rejected' ? `: ${outcome.reason}` : ''),
    });
    await deps.mailer.enqueue(tx, registrationDecisionEmail(customer.email, customer.name, outcome));
  });
  await deps.mailer.afterCommit();

  const [row] = await listRegistrations(deps.db, { status: 'all', userId: customerId });
  if (!row) throw notFound();
  return row;
}
