import {
  CONVERTER_CURRENCIES,
  LOCAL_CURRENCY,
  PAYMENT_CURRENCIES,
  type ConverterCurrency,
} from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { formatRate } from '@portal/rules/money';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { RATE_BASES, normalizeRate } from '@portal/rules/paymentMoney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { rateUpdateSchema, type RatesData } from '@portal/contracts/rates';
import { STEP_UP_MESSAGES, type StepUpMethod, withStepUp } from '@portal/contracts/stepUp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { accountOf, requireAnyRole, type AccessDeps, requireStaff } from '../access';
import { recordAudit } from '../../plugins/audit';
import { tables } from '../../plugins/database';
import { ApiError, notFound, succeed } from '../../plugins/http';
import { pairParams } from './currencyParams';
import type { AuthContext } from '../auth';
import { stepUpNote, verifyStepUp } from '../two-factor';
import { lockRate, readRate, readRates } from './rateTable';
import { nextStepUpReference, rateChangeNeedsStepUp } from './stepUpReference';
import { routeSchema } from '../../plugins/openapi';
import { rateDataSchema, ratesDataSchema } from '@portal/contracts/rates';

const { exchangeRates } = tables;

export interface RateDeps extends AccessDeps {
  now: () => Date;
  /** For step-up (a rate moved more than RATE_STEP_UP_PERCENT from its reference, stepUpReference). */
  auth: AuthContext;
}

export const RATES_MESSAGE = 'Exchange rates';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The pair named by the path: a base the table quotes from and another currency, or a
 * payment currency's naira rate (JPY and CAD have no seeded row: staff's first rate makes it).
 */
function parsePair(params: z.output<typeof pairParams>): { base: string; quote: string } {
  const { base, quote } = params;
  const tablePair = isOneOf(RATE_BASES, base) && isOneOf(CONVERTER_CURRENCIES, quote) && base !== quote;
  const nairaPair = isOneOf(PAYMENT_CURRENCIES, base) && quote === LOCAL_CURRENCY;
  if (!tablePair && !nairaPair) throw notFound();
  return { base: base, quote: quote };
}

/**
 * The one rate table, kept on the server for the converter, the payment form and
 * the admin screens (its first values are the spec's rates). Reading it needs a signed-in account of either
 * role: the converter and the payment form are customer pages and the admin screens
 * show rates too, while no public page does, so the business's quoted rates are not
 * published to anyone who asks. Changing a rate is an admin's, audited with the
 * value before and after, in one transaction.
 */
export function registerRateRoutes(server: FastifyInstance, deps: RateDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAnyRole(deps, ['user', 'admin']);
  const admin = requireStaff(deps, 'manageSettings');

  api.get(
    PAYMENT_PATHS.rates,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'The exchange rate table',
        tag: 'rates',
        caller: 'customer-or-admin',
        success: { status: 200, data: ratesDataSchema },
      }),
    },
    async () => {
      const table = await readRates(deps.db);
      const data: RatesData = { rates: table.rates, updatedAt: table.updatedAt.toISOString() };
      return succeed(RATES_MESSAGE, data);
    },
  );

  api.put(
    PAYMENT_PATHS.adminRate,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Change one rate (base and quote currency in the path)',
        tag: 'rates',
        caller: 'admin',
        params: pairParams,
        body: withStepUp(rateUpdateSchema),
        success: { status: 200, data: rateDataSchema },
      }),
    },
    async (request) => {
      const { base, quote } = parsePair(request.params);
      const { rate, stepUp: confirmation } = request.body;
      const actor = accountOf(request);
      // A big move (measured from the rate of up to 24 hours ago, not the last one: issue 32)
      // is confirmed before anything is locked (checking a code writes its step); the
      // transaction checks again against the locked row, so a move that grew meanwhile
      // (another change in between) is refused, not saved unconfirmed.
      const now = deps.now();
      const stepUp: StepUpMethod | null = rateChangeNeedsStepUp(
        await readRate(deps.db, base, quote),
        rate,
        now,
      )
        ? await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, actor)
        : null;
      const updated = await deps.db.transaction(async (tx) => {
        const before = await lockRate(tx, base, quote);
        if (!stepUp && rateChangeNeedsStepUp(before, rate, now)) {
          throw new ApiError(403, STEP_UP_MESSAGES.required, {
            code: ERROR_CODES.stepUpRequired,
            errors: { stepUp: [STEP_UP_MESSAGES.required] },
          });
        }
        // Staff's first naira rate of a currency without a seeded row creates it; an
        // insert racing another ends in the update (the primary key decides).
        const change = {
          rate,
          updatedAt: now,
          updatedBy: actor.id,
          setAt: now,
          ...nextStepUpReference(before, rate, stepUp !== null, now),
        };
        const [after] = await tx
          .insert(exchangeRates)
          .values({ base, quote, ...change })
          .onConflictDoUpdate({ target: [exchangeRates.base, exchangeRates.quote], set: change })
          .returning();
        if (!after) throw notFound();
        const was = before ? normalizeRate(before.rate) : null;
        await recordAudit(tx, {
          actor,
          action: 'settings.rate',
          subjectType: 'exchange_rate',
          subjectId: `${base}/${quote}`,
          before: was === null ? null : { base, quote, rate: was },
          after: { base, quote, rate: normalizeRate(after.rate) },
          summary:
            (was === null
              ? `Rate set to ${formatRate(base, after.rate, quote)}`
              : `Rate changed from ${formatRate(base, was, quote)} to ${formatRate(base, after.rate, quote)}`) +
            (stepUp ? stepUpNote(stepUp) : ''),
        });
        return after;
      });
      return succeed(PAYMENT_MESSAGES.rateUpdated, {
        rate: {
          base: base as ConverterCurrency,
          quote: quote as ConverterCurrency,
          rate: normalizeRate(updated.rate),
          setAt: updated.setAt?.toISOString() ?? null,
          updatedAt: updated.updatedAt.toISOString(),
        },
      });
    },
  );
}
