import { decisionBodySchema, rejectionBodySchema, type DecisionAction } from '@portal/contracts/review';
import type { FastifySchema } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { idParams, routeSchema } from '../../plugins/openapi';
import type { DecisionOutcome } from '../../plugins/mail';
import { checkReason } from './controlCharacters';
import { parseBody } from '../../plugins/http';

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

/**
 * The documented shape of an approve or reject route of a pending item (a registration,
 * a document set, a payment request): the item's id in the path, the body above, the
 * decided item as the answer, 409 when another admin decided it first.
 */
export function decisionRouteSchema(
  action: DecisionAction,
  item: { name: string; tag: string; data: ZodMiniType },
): FastifySchema {
  return routeSchema({
    summary: action === 'approve' ? `Approve ${item.name}` : `Reject ${item.name} (the reason is e-mailed)`,
    tag: item.tag,
    caller: 'admin',
    params: idParams,
    body: action === 'approve' ? decisionBodySchema : rejectionBodySchema,
    bodyOptional: action === 'approve',
    success: { status: 200, data: item.data },
    // Already decided by another admin (or, for a registration, documents missing).
    refusals: [409],
  });
}
