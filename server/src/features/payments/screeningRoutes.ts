import {
  SCREENING_MESSAGES,
  SCREENING_PATHS,
  screeningClearBodySchema,
  screeningHoldDataSchema,
  screeningHoldsDataSchema,
  screeningHoldsQuerySchema,
  SCREENING_PAGE,
  screeningRejectBodySchema,
  screeningStatusDataSchema,
} from '@portal/contracts/screening';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { notFound, parseParams, succeed } from '../../plugins/http';
import { decodeCursor } from '../../plugins/paging';
import { idParams, routeSchema } from '../../plugins/openapi';
import { NO_LIST_STATUS } from '../screening';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';
import { countHolds, decideHold, listHolds, readHold } from './screeningHold';

/**
 * Staff's "Screening" queue (D44): the payments a likely sanctions match holds, each with the
 * entry it matched and the score; a reviewer (the payment review permission) clears one (on to
 * review, pending) or rejects it with the reason the customer sees. Each decision is one move
 * of the lifecycle with its timeline, audit and outbox rows; no second person is needed.
 */
export function registerScreeningRoutes(server: FastifyInstance, deps: PaymentDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const reviewer = requireStaff(deps, 'reviewPayments');
  const tag = 'screening';

  api.get(
    SCREENING_PATHS.adminStatus,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'Whether a sanctions list is loaded (entries, when) and how many payments are held',
        tag,
        caller: 'admin',
        success: { status: 200, data: screeningStatusDataSchema },
      }),
    },
    async () =>
      succeed(SCREENING_MESSAGES.status, {
        list: deps.screening.sanctions?.status() ?? NO_LIST_STATUS,
        held: await countHolds(deps.db),
      }),
  );

  api.get(
    SCREENING_PATHS.adminHolds,
    {
      onRequest: staff,
      schema: routeSchema({
        summary:
          'The payments held for screening, oldest first, a page at a time, with the list entry each matched',
        tag,
        caller: 'admin',
        querystring: screeningHoldsQuerySchema,
        success: { status: 200, data: screeningHoldsDataSchema },
      }),
    },
    async (request) => {
      const { query } = request;
      return succeed(
        SCREENING_MESSAGES.holds,
        await listHolds(deps.db, {
          cursor: decodeCursor(query.cursor),
          limit: query.limit ?? SCREENING_PAGE.pageDefault,
        }),
      );
    },
  );

  api.post(
    SCREENING_PATHS.adminClear,
    {
      onRequest: reviewer,
      schema: routeSchema({
        summary: 'Clear a held payment: the match is not the beneficiary, the payment goes on to review',
        tag,
        caller: 'admin',
        params: idParams,
        body: screeningClearBodySchema,
        bodyOptional: 'absent',
        success: { status: 200, data: screeningHoldDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const note = request.body?.note;
      const account = accountOf(request);
      await movePayment(deps, {
        id,
        move: 'clearScreening',
        actor: { kind: 'admin', account },
        // The customer's timeline says the check passed; the reviewer's own note stays in the audit.
        note: SCREENING_MESSAGES.clearedNote,
        auditAfter: () => ({ reviewerNote: note ?? null }),
        alsoWrite: async (tx, moved, now) => {
          await decideHold(tx, id, { outcome: 'cleared', by: account.id, at: now, note: note || null });
          return moved;
        },
      });
      const hold = await readHold(deps.db, id);
      if (!hold) throw notFound();
      return succeed(SCREENING_MESSAGES.cleared, { hold });
    },
  );

  api.post(
    SCREENING_PATHS.adminReject,
    {
      onRequest: reviewer,
      schema: routeSchema({
        summary: 'Reject a held payment with the reason the customer sees (final)',
        tag,
        caller: 'admin',
        params: idParams,
        body: screeningRejectBodySchema,
        success: { status: 200, data: screeningHoldDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const { reason } = request.body;
      const account = accountOf(request);
      await movePayment(deps, {
        id,
        move: 'rejectScreening',
        actor: { kind: 'admin', account },
        set: (now) => ({ decidedAt: now, decidedBy: account.id, reason }),
        note: reason,
        auditAfter: (row) => ({ reason: row.reason }),
        email: { reason },
        alsoWrite: async (tx, moved, now) => {
          await decideHold(tx, id, { outcome: 'rejected', by: account.id, at: now, note: reason });
          return moved;
        },
      });
      const hold = await readHold(deps.db, id);
      if (!hold) throw notFound();
      return succeed(SCREENING_MESSAGES.rejected, { hold });
    },
  );
}
