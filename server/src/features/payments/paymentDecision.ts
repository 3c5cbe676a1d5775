import { fundingReferenceFromBytes } from '@portal/rules/fundingReference';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import type { PaymentMove } from '@portal/rules/paymentLifecycle';
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../plugins/database';
import { adminPaymentRow } from './adminPaymentRows';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';
import type { PaymentOutcome } from './paymentEmails';

/** A new payment reference for the customer's transfer (D31): random, with its check character. */
export const newFundingReference = () => fundingReferenceFromBytes(randomBytes(8));

/** Tries before giving up on drawing a funding reference nobody has (32^8 of them: a clash is rare). */
const REFERENCE_TRIES = 5;

/** Whether `error` is the unique index on funding references refusing a duplicate. */
function isReferenceClash(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (
      code === '23505' &&
      (constraint === undefined || constraint === 'payment_requests_funding_reference_unique')
    ) {
      return true;
    }
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * Approves or rejects a pending payment request, once (D22, D29): a move of the lifecycle.
 * Approval also opens funding: the approval time, a unique payment reference for the
 * customer's transfer and the deadline (FUNDING_TTL_SECONDS from approval). A reference
 * another request already has fails the transaction; it is drawn again.
 */
export async function decidePayment(
  deps: PaymentDeps,
  admin: Pick<UserRow, 'id' | 'email'>,
  id: string,
  outcome: PaymentOutcome,
  note: string | null,
): Promise<AdminPaymentRow> {
  const move: PaymentMove = outcome.status === 'approved' ? 'approve' : 'reject';
  for (let attempt = 1; ; attempt += 1) {
    try {
      await movePayment(deps, {
        id,
        move,
        actor: { kind: 'admin', account: admin },
        set: (now) => ({
          decidedAt: now,
          decidedBy: admin.id,
          reason: outcome.status === 'rejected' ? outcome.reason : null,
          ...(outcome.status === 'approved'
            ? {
                approvedAt: now,
                fundingReference: newFundingReference(),
                fundingDeadline: new Date(now.getTime() + deps.fundingTtlSeconds * 1000),
              }
            : {}),
        }),
        note: outcome.status === 'rejected' ? outcome.reason : note,
        auditAfter: (row) => ({
          reason: row.reason,
          ...(row.fundingReference ? { fundingReference: row.fundingReference } : {}),
        }),
        email: { reason: outcome.status === 'rejected' ? outcome.reason : null },
      });
      break;
    } catch (error) {
      if (attempt >= REFERENCE_TRIES || !isReferenceClash(error)) throw error;
    }
  }
  return adminPaymentRow(deps.db, id);
}
