import { JOURNEY_PATHS, quoteBodySchema, quoteDataSchema } from '@portal/contracts/paymentJourney';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessOf, requireMember, type AccessDeps } from '../access';
import { succeed } from '../../plugins/http';
import { routeSchema } from '../../plugins/openapi';
import { createQuote, toQuote } from './quotes';

export interface QuoteDeps extends AccessDeps {
  now: () => Date;
  quoteTtlSeconds: number;
}

export const QUOTE_MESSAGE = 'Quote';

/**
 * `POST /api/quotes`: a signed-in customer's price of an amount in naira, fixed until it
 * expires (D30). Quotes are free to ask for; only a payment request uses one.
 */
export function registerQuoteRoutes(server: FastifyInstance, deps: QuoteDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps, 'preparePayments');
  api.post(
    JOURNEY_PATHS.quotes,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: 'A quote: the naira price of an amount at the rate staff set, until it expires',
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:write',
        body: quoteBodySchema,
        success: { status: 201, data: quoteDataSchema },
        // No rate set by staff for the currency yet (RATE_NOT_SET).
        refusals: [422],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const row = await createQuote(deps.db, businessOf(request).id, body, deps.now(), deps.quoteTtlSeconds);
      return reply.code(201).send(succeed(QUOTE_MESSAGE, { quote: toQuote(row) }));
    },
  );
}
