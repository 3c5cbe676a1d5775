import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { REQUIRED_FOR_DOCUMENT_APPROVAL } from '@portal/contracts/documents';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type UserRow } from '../../plugins/database';
import { counts } from './documentSets';
import type { DocumentTarget } from './documentDecisionTarget';
import { decidedApprovalRow, decisionCustomer, markDecided } from './documentDecisionSteps';
import { setDecisionEmail } from './setDecisionEmail';
import { alreadyDecided, needsBvnAndCac, type Decision, type ReviewDeps } from '../decisions';

const { documents } = tables;

/**
 * Approves or rejects one current document (issue 22 point 5). The set's decision follows: once
 * no current document of the customer waits any more, the customer is e-mailed the outcome of the
 * whole set (approved, or the rejected documents named with their reasons), in the same
 * transaction as the decision and its audit row. The customer's current documents are locked
 * first, so two reviewers deciding the last two documents at once cannot both think the other
 * one still waits (and neither e-mail), and the conditional update decides a race on the same
 * document: the second answers 409.
 */
export async function decideDocument(
  deps: ReviewDeps,
  admin: Pick<UserRow, 'id' | 'email'>,
  { customerId, documentId }: DocumentTarget,
  decision: Decision,
): Promise<DocumentApprovalRow> {
  const { outcome } = decision;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const customer = await decisionCustomer(tx, customerId);
    const current = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.userId, customerId), isNull(documents.supersededAt)))
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .for('update');
    const document = current.find((row) => row.id === documentId);
    // Superseded by a newer upload, or decided already: nothing to decide.
    if (!document || document.status !== 'pending') throw alreadyDecided();

    const after = current.map((row) =>
      row.id === documentId
        ? { ...row, status: outcome.status, reason: outcome.status === 'rejected' ? outcome.reason : null }
        : row,
    );
    const setDecided = !after.some((row) => row.status === 'pending');
    const setApproved = setDecided && after.every((row) => row.status === 'approved');
    const complete = REQUIRED_FOR_DOCUMENT_APPROVAL.every((type) =>
      after.some((row) => row.type === type && counts(row)),
    );
    // The last approval would approve the set: as the set's route, only with its BVN and CAC.
    if (setApproved && !complete) throw needsBvnAndCac();

    await markDecided(tx, eq(documents.id, documentId), outcome, admin.id, now);

    const label = `${DOCUMENT_TYPE_LABELS[document.type]} (${document.fileName})`;
    await recordAudit(tx, {
      actor: admin,
      action: outcome.status === 'approved' ? 'document.approve' : 'document.reject',
      subjectType: 'document',
      subjectId: document.id,
      subjectUserId: customer.id,
      before: { status: 'pending', type: document.type },
      after: { status: outcome.status, type: document.type },
      reason: decision.note,
      summary:
        `Document ${label} of ${customer.companyName || customer.name} ${outcome.status}` +
        (outcome.status === 'rejected' ? `: ${outcome.reason}` : ''),
    });
    if (setDecided) await deps.mailer.enqueue(tx, setDecisionEmail(customer, after));
  });
  return decidedApprovalRow(deps, customerId);
}
