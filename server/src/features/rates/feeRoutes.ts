import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  describeFee,
  FEE_MESSAGES,
  FEE_PATHS,
  feeDataSchema,
  feesDataSchema,
  feeUpdateSchema,
} from '@portal/contracts/fees';
import { feeMoveNeedsStepUp } from '@portal/rules/fees';
import { STEP_UP_MESSAGES, type StepUpMethod, withStepUp } from '@portal/contracts/stepUp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { accountOf, requireAnyRole, requireStaff } from '../access';
import { recordAudit } from '../../plugins/audit';
import { tables } from '../../plugins/database';
import { ApiError, notFound, succeed } from '../../plugins/http';
import { currencyParams } from './currencyParams';
import { routeSchema } from '../../plugins/openapi';
import { stepUpNote, verifyStepUp } from '../two-factor';
import { feeRuleOf, lockFee, readFees, toCurrencyFee } from './feeTable';
import type { RateDeps } from './rateRoutes';
import { eq } from 'drizzle-orm';

const { paymentFees } = tables;

export const FEES_MESSAGE = 'Fees';

/** The payment currency named by the path: 400 for what is no currency code, 404 for another currency. */
function parseCurrency(params: z.output<typeof currencyParams>): PaymentCurrency {
  const { currency } = params;
  if (!(PAYMENT_CURRENCIES as readonly string[]).includes(currency)) throw notFound();
  return currency as PaymentCurrency;
}

/**
 * Fees per payment currency (D47), kept beside the rates: read by any signed-in account (the
 * payment form shows the fee before a quote), set by staff who may manage settings, audited
 * with the fee before and after, and with the rates' step-up rule for a large move.
 */
export function registerFeeRoutes(server: FastifyInstance, deps: RateDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAnyRole(deps, ['user', 'admin']);
  const admin = requireStaff(deps, 'manageSettings');

  api.get(
    FEE_PATHS.fees,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: "Every payment currency's fee (none unless staff set one)",
        tag: 'rates',
        caller: 'customer-or-admin',
        success: { status: 200, data: feesDataSchema },
      }),
    },
    async () => succeed(FEES_MESSAGE, { fees: await readFees(deps.db) }),
  );

  api.put(
    FEE_PATHS.adminFee,
    {
      onRequest: admin,
      schema: routeSchema({
        summary:
          "Set a payment currency's fee: flat naira and/or percent of the converted naira (empty: none)",
        tag: 'rates',
        caller: 'admin',
        params: currencyParams,
        body: withStepUp(feeUpdateSchema),
        success: { status: 200, data: feeDataSchema },
      }),
    },
    async (request) => {
      const currency = parseCurrency(request.params);
      const { stepUp: confirmation, ...next } = request.body;
      const actor = accountOf(request);
      // As a rate: a big move is confirmed before anything is locked, and checked again on the locked row.
      const [current] = await deps.db.select().from(paymentFees).where(eq(paymentFees.currency, currency));
      const stepUp: StepUpMethod | null = feeMoveNeedsStepUp(feeRuleOf(current), next)
        ? await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, actor)
        : null;
      const now = deps.now();
      const stored = await deps.db.transaction(async (tx) => {
        const before = await lockFee(tx, currency);
        if (!stepUp && feeMoveNeedsStepUp(feeRuleOf(before), next)) {
          throw new ApiError(403, STEP_UP_MESSAGES.required, {
            code: ERROR_CODES.stepUpRequired,
            errors: { stepUp: [STEP_UP_MESSAGES.required] },
          });
        }
        const values = { flatNgn: next.flatNgn, percent: next.percent, setAt: now, updatedBy: actor.id };
        const [after] = await tx
          .insert(paymentFees)
          .values({ currency, ...values })
          .onConflictDoUpdate({ target: paymentFees.currency, set: values })
          .returning();
        if (!after) throw notFound();
        const was = feeRuleOf(before);
        await recordAudit(tx, {
          actor,
          action: 'settings.fee',
          subjectType: 'payment_fee',
          subjectId: currency,
          before: was === null ? null : { currency, ...was },
          after: { currency, ...feeRuleOf(after) },
          summary:
            `${currency} fee ${was === null ? 'set to' : `changed from ${describeFee(was)} to`} ${describeFee(feeRuleOf(after))}` +
            (stepUp ? stepUpNote(stepUp) : ''),
        });
        return after;
      });
      return succeed(FEE_MESSAGES.updated, { fee: toCurrencyFee(currency, stored) });
    },
  );
}
