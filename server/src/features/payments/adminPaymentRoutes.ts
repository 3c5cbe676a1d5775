import { PAYMENT_LIMITS, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { adminPaymentListQuerySchema } from '@portal/contracts/paymentRequests';
import { REVIEW_MESSAGES, type DecisionAction } from '@portal/contracts/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { decisionRouteSchema, parseDecision } from '../decisions';
import { parseParams, succeed } from '../../plugins/http';
import { listAdminPayments } from './adminPaymentRows';
import { expireOverdue } from './expireOverdue';
import type { PaymentDeps } from './paymentDeps';
import { decidePayment } from './paymentDecision';
import { routeSchema } from '../../plugins/openapi';
import { adminPaymentDataSchema, adminPaymentListDataSchema } from '@portal/contracts/paymentAnswers';
import { decodeCursor } from '../../plugins/paging';

/**
 * The admin payment requests screen's data: the list (by status, newest first, a page at a
 * time), Approve and Reject. A decision's body follows the same rules as the other
 * reviews (a reason to reject, at most 500 characters, no control characters).
 */
export function registerAdminPaymentRoutes(server: FastifyInstance, deps: PaymentDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'reviewPayments');

  api.get(
    PAYMENT_PATHS.adminPayments,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The payment requests, by state or work queue, newest first',
        tag: 'payments',
        caller: 'admin',
        querystring: adminPaymentListQuerySchema,
        success: { status: 200, data: adminPaymentListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      // Requests past their funding deadline are listed as expired, never as awaiting funds.
      await expireOverdue(deps, deps.now());
      const page = await listAdminPayments(deps.db, {
        status: query.status ?? 'all',
        cursor: decodeCursor(query.cursor),
        limit: query.limit ?? PAYMENT_LIMITS.pageDefault,
      });
      return succeed('Payment requests', page);
    },
  );

  const decide = (action: DecisionAction, path: string) =>
    api.post(
      path,
      {
        onRequest: admin,
        schema: decisionRouteSchema(action, {
          name: 'a payment request',
          tag: 'payments',
          data: adminPaymentDataSchema,
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const { outcome, note } = parseDecision(action, request.body);
        const payment = await decidePayment(deps, accountOf(request), id, outcome, note);
        return succeed(action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected, {
          payment,
        });
      },
    );
  decide('approve', PAYMENT_PATHS.adminPaymentApprove);
  decide('reject', PAYMENT_PATHS.adminPaymentReject);
}
