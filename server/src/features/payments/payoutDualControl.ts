import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { adminPaymentDataSchema } from '@portal/contracts/paymentAnswers';
import {
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
  payoutConfirmBodySchema,
  type PayoutControl,
} from '@portal/contracts/paymentJourney';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { type Db, tables, type PaymentRequestRow } from '../../plugins/database';
import { ApiError, notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { adminPaymentRow } from './adminPaymentRows';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';

const { paymentRequests, users } = tables;

// Dual control of large payouts (issue 22): a payout of at least PAYOUT_DUAL_CONTROL_NGN is
// recorded by one finance member or superadmin and sent only when another confirms it.

/**
 * Whether request `id`'s payout needs a second member of staff: its naira amount at or above
 * the threshold, compared by PostgreSQL as exact decimals. 404 when there is no such request.
 */
export async function payoutNeedsSecond(deps: PaymentDeps, id: string): Promise<boolean> {
  const [row] = await deps.db
    .select({
      large: sql<boolean>`${paymentRequests.localAmount} >= ${deps.payoutDualControlNgn}::numeric`,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, id));
  if (!row) throw notFound();
  return row.large;
}

const nameOf = async (db: Db, id: string | null): Promise<string | null> => {
  if (!id) return null;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return user ? user.name || user.email : null;
};

/** Who recorded and who confirmed a request's payout, for staff; null before it was recorded. */
export async function payoutControlOf(db: Db, row: PaymentRequestRow): Promise<PayoutControl | null> {
  if (!row.payoutRecordedBy || !row.payoutRecordedAt) return null;
  return {
    recordedById: row.payoutRecordedBy,
    recordedBy: (await nameOf(db, row.payoutRecordedBy)) ?? 'A former member of staff',
    recordedAt: row.payoutRecordedAt.toISOString(),
    confirmedBy: await nameOf(db, row.payoutConfirmedBy),
    confirmedAt: row.payoutConfirmedAt?.toISOString() ?? null,
  };
}

/**
 * `POST /api/admin/payments/:id/payout/confirm`: another finance member or superadmin than
 * the recorder confirms a recorded payout, which is then sent (receipt, the customer's
 * e-mail). The recorder is refused with 403 SAME_PERSON inside the move's own transaction
 * (the row is locked), so the check and the move cannot be raced apart.
 */
export function registerPayoutConfirmRoute(server: FastifyInstance, deps: PaymentDeps): void {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    JOURNEY_PATHS.adminPayoutConfirm,
    {
      onRequest: requireStaff(deps, 'handleFunds'),
      schema: routeSchema({
        summary: 'Confirm a large payout recorded by another member of staff: the request is then sent',
        tag: 'payments',
        caller: 'admin',
        params: idParams,
        body: payoutConfirmBodySchema,
        bodyOptional: 'absent',
        success: { status: 200, data: adminPaymentDataSchema },
        // 403 SAME_PERSON: the recorder may not confirm; 409: no payout waiting for confirmation.
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const account = accountOf(request);
      await movePayment(deps, {
        id,
        move: 'confirmPayout',
        actor: { kind: 'admin', account },
        set: (now) => ({ payoutConfirmedBy: account.id, payoutConfirmedAt: now }),
        // Never the recorder (a payout recorded by nobody, from before, may be confirmed by anyone).
        condition: sql`${paymentRequests.payoutRecordedBy} is distinct from ${account.id}::uuid`,
        conditionRefusal: new ApiError(403, JOURNEY_MESSAGES.samePerson, { code: ERROR_CODES.samePerson }),
        // The recorder and the reference are the confirmed row's own, read under the move's lock.
        note: async (confirmed, tx) => {
          const recorder = (await nameOf(tx, confirmed.payoutRecordedBy)) ?? 'a former member of staff';
          return `Paid out, payout reference (UETR) ${confirmed.payoutReference ?? ''}: recorded by ${recorder}, confirmed by ${account.name || account.email}`;
        },
        auditAfter: (confirmed) => ({ recordedBy: confirmed.payoutRecordedBy, confirmedBy: account.id }),
      });
      return succeed(JOURNEY_MESSAGES.payoutConfirmed, { payment: await adminPaymentRow(deps.db, id) });
    },
  );
}
