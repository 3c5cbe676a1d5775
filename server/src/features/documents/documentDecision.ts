import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES, REQUIRED_FOR_DOCUMENT_APPROVAL } from '@portal/contracts/documents';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type UserRow } from '../../plugins/database';
import { documentsDecisionEmail } from '../../plugins/mail';
import { counts } from './documentSets';
import { decidedApprovalRow, decisionCustomer, markDecided } from './documentDecisionSteps';
import { alreadyDecided, needsBvnAndCac, type Decision, type ReviewDeps } from '../decisions';
import { notFound } from '../../plugins/http';

const { documents } = tables;

/** "BVN, CAC, Director Information": each decided type once, in the checklist's order. */
const labelsOf = (types: readonly string[]) =>
  DOCUMENT_TYPES.filter((type) => types.includes(type)).map((type) => DOCUMENT_TYPE_LABELS[type]);

/**
 * Approves or rejects the pending current documents of a customer's set, once (a decision is final;
 * a second one answers 409). As with registrations, the conditional update decides a race: the
 * admin whose update finds nothing pending any more is told it was already decided, and only the
 * other's decision is audited and e-mailed, in the transaction that makes it.
 */
export async function decideDocuments(
  deps: ReviewDeps,
  admin: Pick<UserRow, 'id' | 'email'>,
  customerId: string,
  decision: Decision,
): Promise<DocumentApprovalRow> {
  const { outcome } = decision;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const customer = await decisionCustomer(tx, customerId);
    const current = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.userId, customerId), isNull(documents.supersededAt)));
    if (current.length === 0) throw notFound();
    if (!current.some((document) => document.status === 'pending')) throw alreadyDecided();
    const complete = REQUIRED_FOR_DOCUMENT_APPROVAL.every((type) =>
      current.some((document) => document.type === type && counts(document)),
    );
    if (outcome.status === 'approved' && !complete) throw needsBvnAndCac();

    const decided = await markDecided(tx, eq(documents.userId, customerId), outcome, admin.id, now);

    const labels = labelsOf(decided.map((document) => document.type));
    const verb = outcome.status === 'approved' ? 'approved' : 'rejected';
    await recordAudit(tx, {
      actor: admin,
      action: outcome.status === 'approved' ? 'documents.approve' : 'documents.reject',
      subjectType: 'user',
      subjectId: customer.id,
      subjectUserId: customer.id,
      before: { status: 'pending', documents: decided },
      after: { status: outcome.status, documents: decided },
      reason: decision.note,
      summary:
        `Documents of ${customer.companyName || customer.name} ${verb} (${labels.join(', ')})` +
        (outcome.status === 'rejected' ? `: ${outcome.reason}` : ''),
    });
    await deps.mailer.enqueue(tx, documentsDecisionEmail(customer.email, customer.name, outcome, labels));
  });
  return decidedApprovalRow(deps, customerId);
}
