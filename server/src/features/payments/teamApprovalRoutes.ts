import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { paymentDetailDataSchema } from '@portal/contracts/paymentAnswers';
import { declineBodySchema, TEAM_MESSAGES, TEAM_PATHS } from '@portal/contracts/teams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember } from '../access';
import { ApiError, notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { findOwnPayment } from './customerPayments';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';
import { customerPaymentDetail } from './paymentDetails';
import { holdIfListed } from './screeningHold';

/**
 * The request must be another member's: nobody approves or declines their own (403). Another
 * business's request is 404, as none.
 */
async function othersRequest(deps: PaymentDeps, request: FastifyRequest, id: string) {
  const row = await findOwnPayment(deps.db, businessOf(request).id, id);
  if (!row) throw notFound();
  if (row.createdBy === accountOf(request).id) {
    throw new ApiError(403, TEAM_MESSAGES.ownApproval, { code: ERROR_CODES.forbidden });
  }
}

/**
 * The business's second pair of eyes (issue 21, D34): an approver (or owner) other than its
 * maker approves a request waiting for approval, which then goes to the platform's review
 * (pending), or declines it with a reason (declined, final). Any other state answers 409.
 */
export function registerTeamApprovalRoutes(server: FastifyInstance, deps: PaymentDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const approver = requireMember(deps, 'approvePayments');

  api.post(
    TEAM_PATHS.approvePayment,
    {
      onRequest: approver,
      schema: routeSchema({
        summary: "Approve another member's request that waits for the business's approval",
        tag: 'payments',
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: paymentDetailDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await othersRequest(deps, request, id);
      const account = accountOf(request);
      const moved = await movePayment(deps, {
        id,
        move: 'teamApprove',
        actor: { kind: 'customer', account, business: businessOf(request).id },
        // Now it reaches the platform's review, it is screened first (D44).
        alsoWrite: (tx, moved, now) => holdIfListed(tx, deps, moved, now),
      });
      return succeed(TEAM_MESSAGES.approved, {
        payment: await customerPaymentDetail(deps.db, moved, account.id),
      });
    },
  );

  api.post(
    TEAM_PATHS.declinePayment,
    {
      onRequest: approver,
      schema: routeSchema({
        summary: "Decline another member's request that waits for the business's approval, with a reason",
        tag: 'payments',
        caller: 'customer',
        params: idParams,
        body: declineBodySchema,
        success: { status: 200, data: paymentDetailDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const { reason } = request.body;
      await othersRequest(deps, request, id);
      const account = accountOf(request);
      const moved = await movePayment(deps, {
        id,
        move: 'teamDecline',
        actor: { kind: 'customer', account, business: businessOf(request).id },
        set: () => ({ closedReason: reason }),
        note: reason,
        email: { reason },
      });
      return succeed(TEAM_MESSAGES.declined, {
        payment: await customerPaymentDetail(deps.db, moved, account.id),
      });
    },
  );
}
