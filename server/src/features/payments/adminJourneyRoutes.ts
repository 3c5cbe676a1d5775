import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { formatMoney } from '@portal/rules/money';
import { adminPaymentDataSchema, adminPaymentDetailDataSchema } from '@portal/contracts/paymentAnswers';
import {
  fundingConfirmBodySchema,
  JOURNEY_CODES,
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
  PAYOUT_FILE_FIELD,
  payoutBodySchema,
  reasonBodySchema,
} from '@portal/contracts/paymentJourney';
import type { PaymentMove } from '@portal/rules/paymentLifecycle';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accountOf, requireStaff } from '../access';
import { tables } from '../../plugins/database';
import { ApiError, notFound, parseParams, readInput, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { staffMaySee } from './paymentReaders';
import { adminPaymentRow } from './adminPaymentRows';
import { expireOverdue } from './expireOverdue';
import { NOT_JSON_OR_FORM_BODY, storeUpload } from './journeyForms';
import { acceptJsonOrUploads, readJsonOrForm } from '../../plugins/uploads';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';
import { adminPaymentDetail } from './paymentDetails';
import { payoutNeedsSecond, registerPayoutConfirmRoute } from './payoutDualControl';

const { paymentRequests } = tables;

/** How far ahead of the server's clock a payout time may be (the staff member's device's "now"). */
const PAID_AT_CLOCK_SKEW_MS = 60_000;

/** A payout time refused at its field (400, D5). */
const paidAtRefusal = (message: string) =>
  new ApiError(400, message, { code: ERROR_CODES.validation, errors: { paidAt: [message] } });

const payoutFormSchema = z.object({
  ...payoutBodySchema.shape,
  [PAYOUT_FILE_FIELD]: z.optional(z.file()),
});

/**
 * Staff's moves after approval (D29, D31, D32): confirming the naira that arrived
 * (exactly: less than due is refused and changes nothing; more is accepted and kept as
 * received), recording the payout (with an optional confirmation file), refunding and
 * cancelling with a reason; and one request's whole journey.
 */
export async function registerAdminJourneyRoutes(server: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'handleFunds');

  api.get(
    PAYMENT_PATHS.adminPayment,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'One payment request with its journey (timeline, funding, confirmation, payout)',
        tag: 'payments',
        caller: 'admin',
        params: idParams,
        success: { status: 200, data: adminPaymentDetailDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await expireOverdue(deps, deps.now());
      const [row] = await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
      if (!row || !staffMaySee(row.status)) throw notFound();
      return succeed('Payment request', { payment: await adminPaymentDetail(deps.db, row) });
    },
  );

  api.post(
    JOURNEY_PATHS.adminFundingConfirm,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Confirm the naira received (at least the amount due) and the bank reference',
        tag: 'payments',
        caller: 'admin',
        params: idParams,
        body: fundingConfirmBodySchema,
        success: { status: 200, data: adminPaymentDataSchema },
        // 409: not awaiting funds (or confirmed already); 422: less than due (AMOUNT_SHORT).
        refusals: [409, 422],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const { amountReceived, bankReference } = request.body;
      await movePayment(deps, {
        id,
        move: 'confirmFunding',
        actor: { kind: 'admin', account: accountOf(request) },
        set: (now) => ({
          fundingConfirmedAt: now,
          fundingConfirmedBy: accountOf(request).id,
          amountReceived,
          fundingBankReference: bankReference,
        }),
        condition: sql`${paymentRequests.localAmount} <= ${amountReceived}::numeric`,
        conditionRefusal: new ApiError(422, JOURNEY_MESSAGES.amountShort, {
          code: JOURNEY_CODES.amountShort,
          errors: { amountReceived: [JOURNEY_MESSAGES.amountShort] },
        }),
        note: `Received ${formatMoney(amountReceived, LOCAL_CURRENCY)}, bank reference ${bankReference}`,
        auditAfter: (row) => ({ amountReceived, bankReference, amountDue: row.localAmount }),
        email: { amountReceived },
      });
      return succeed(JOURNEY_MESSAGES.fundingConfirmed, { payment: await adminPaymentRow(deps.db, id) });
    },
  );

  await api.register(async (scope) => {
    await acceptJsonOrUploads(scope);
    scope.post(
      JOURNEY_PATHS.adminPayout,
      {
        onRequest: admin,
        schema: routeSchema({
          summary:
            'Record the payout to the vendor: when, the bank reference, an optional confirmation file ' +
            '(sent at once below PAYOUT_DUAL_CONTROL_NGN; at or above it, waiting for another member of staff to confirm)',
          tag: 'payments',
          caller: 'admin',
          params: idParams,
          multipart: { schema: payoutFormSchema, alsoJson: true },
          success: { status: 200, data: adminPaymentDataSchema },
          refusals: [409],
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const account = accountOf(request);
        const form = await readJsonOrForm(request, {
          tmpDir: deps.uploadTmpDir,
          fileField: PAYOUT_FILE_FIELD,
          notJsonOrForm: NOT_JSON_OR_FORM_BODY,
        });
        try {
          const { paidAt, reference } = readInput('body', payoutBodySchema, form.fields);
          const paidAtDate = new Date(paidAt);
          // D47: never in the future (a minute of clock difference between the staff member's
          // device and the server is allowed: the form's default is their "now").
          if (paidAtDate.getTime() > deps.now().getTime() + PAID_AT_CLOCK_SKEW_MS) {
            throw paidAtRefusal(JOURNEY_MESSAGES.paidAtFuture);
          }
          // Large payouts wait for a second member of staff (issue 22): the amount never changes
          // after funding, so reading it before the move decides nothing a race could undo.
          const large = await payoutNeedsSecond(deps, id);
          const upload = await storeUpload(deps, form.file, 'payouts');
          try {
            await movePayment(deps, {
              id,
              move: large ? 'recordPayout' : 'payout',
              actor: { kind: 'admin', account },
              // D47: never before the funds were confirmed (decided on the locked row). Staff give
              // a time to the minute, so the minute of the confirmation itself is accepted: the
              // form's default ("now", minutes only) right after confirming funds must not be refused.
              condition: sql`date_trunc('minute', coalesce(${paymentRequests.fundingConfirmedAt}, '-infinity'::timestamptz)) <= ${paidAtDate.toISOString()}::timestamptz`,
              conditionRefusal: paidAtRefusal(JOURNEY_MESSAGES.paidAtBeforeFunding),
              set: (now) => ({
                // Within the confirmation's minute, the payout is never stored before it, so every
                // timeline and receipt keeps the order things happened in.
                paidAt: sql`greatest(${paidAtDate.toISOString()}::timestamptz, ${paymentRequests.fundingConfirmedAt})`,
                payoutReference: reference,
                payoutRecordedBy: account.id,
                payoutRecordedAt: now,
                payoutFileStorageKey: upload.stored.storageKey,
                payoutFileName: upload.stored.fileName,
                payoutFileContentType: upload.stored.contentType,
                payoutFileSizeBytes: upload.stored.sizeBytes,
                payoutFileSha256: upload.stored.sha256,
              }),
              note: large
                ? `Payout recorded, payout reference (UETR) ${reference}: waiting for another member of staff to confirm`
                : `Paid out, payout reference (UETR) ${reference}`,
              auditAfter: () => ({
                paidAt: paidAtDate.toISOString(),
                reference,
                file: upload.stored.fileName,
              }),
            });
          } catch (error) {
            await upload.remove();
            throw error;
          }
          return succeed(
            large ? JOURNEY_MESSAGES.payoutAwaitingConfirmation : JOURNEY_MESSAGES.payoutRecorded,
            {
              payment: await adminPaymentRow(deps.db, id),
            },
          );
        } finally {
          await form.discard();
        }
      },
    );
  });

  registerPayoutConfirmRoute(api, deps);

  const closing = (move: Extract<PaymentMove, 'refund' | 'cancel'>, path: string, summary: string) =>
    api.post(
      path,
      {
        onRequest: admin,
        schema: routeSchema({
          summary,
          tag: 'payments',
          caller: 'admin',
          params: idParams,
          body: reasonBodySchema,
          success: { status: 200, data: adminPaymentDataSchema },
          refusals: [409],
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const { reason } = request.body;
        await movePayment(deps, {
          id,
          move,
          actor: { kind: 'admin', account: accountOf(request) },
          set: () => ({ closedReason: reason }),
          note: reason,
          email: { reason },
        });
        return succeed(move === 'refund' ? JOURNEY_MESSAGES.refunded : JOURNEY_MESSAGES.cancelled, {
          payment: await adminPaymentRow(deps.db, id),
        });
      },
    );
  closing(
    'refund',
    JOURNEY_PATHS.adminRefund,
    "Refund a funded request, one whose payout waits for confirmation, or a sent one the vendor's bank returned (a reason)",
  );
  closing('cancel', JOURNEY_PATHS.adminCancel, 'Cancel a request before its naira is confirmed (a reason)');
}
