import { decisionBodySchema, rejectionBodySchema, type DecisionAction } from '@portal/contracts/review';
import type { FastifySchema } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { idParams, routeSchema } from '../../plugins/openapi';
import type { DecisionOutcome } from '../../plugins/mail';
import { checkReason } from './controlCharacters';

export interface Decision {
  outcome: DecisionOutcome;
  /** What goes into the audit record: the rejection's reason, or an approval's optional note. */
  note: string | null;
}

/** What Fastify let through to an approve or reject handler (decisionRouteSchema's body). */
export type DecisionBody = { reason?: string | undefined };

/**
 * The decision of `…/approve` (nothing, or an optional note) and `…/reject` (the reason
 * the customer will read), from the body Fastify checked with decisionRouteSchema's.
 */
export function parseDecision(action: DecisionAction, body: DecisionBody): Decision {
  if (action === 'reject') {
    // rejectionBodySchema requires the reason: a reject never gets here without one.
    const reason = checkReason(body.reason ?? '');
    return { outcome: { status: 'rejected', reason }, note: reason };
  }
  const reason = checkReason(body.reason);
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
): FastifySchema & { params: typeof idParams; body: typeof decisionBodySchema | typeof rejectionBodySchema } {
  return routeSchema({
    summary: action === 'approve' ? `Approve ${item.name}` : `Reject ${item.name} (the reason is e-mailed)`,
    tag: item.tag,
    caller: 'admin',
    params: idParams,
    body: action === 'approve' ? decisionBodySchema : rejectionBodySchema,
    // Only a request without any body counts as empty (a JSON null or array is refused); a
    // reject without one is refused as a missing reason, next to the admin form's reason field.
    ...(action === 'approve' ? { bodyOptional: true as const } : { missingBodyIsEmpty: true as const }),
    success: { status: 200, data: item.data },
    // Already decided by another admin (or, for a registration, documents missing).
    refusals: [409],
  });
}
