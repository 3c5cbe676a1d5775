import { decisionBodySchema, rejectionBodySchema, type DecisionAction } from '@portal/contracts';
import { parseBody } from '../access';
import type { DecisionOutcome } from '../../plugins/mail';
import { checkReason } from './controlCharacters';

export interface Decision {
  outcome: DecisionOutcome;
  /** What goes into the audit record: the rejection's reason, or an approval's optional note. */
  note: string | null;
}

/**
 * The body of `…/approve` (nothing, or an optional note) and `…/reject` (the reason
 * the customer will read). A reject without any body is refused as a missing reason,
 * so the admin's form shows the message next to the reason field.
 */
export function parseDecision(action: DecisionAction, sent: unknown): Decision {
  // Only a request without any body counts as empty; a JSON null or array is refused.
  const body = sent === undefined ? {} : sent;
  if (action === 'reject') {
    const reason = checkReason(parseBody(rejectionBodySchema, body).reason);
    return { outcome: { status: 'rejected', reason }, note: reason };
  }
  const reason = checkReason(parseBody(decisionBodySchema, body).reason);
  return { outcome: { status: 'approved' }, note: reason || null };
}
