import { SCREENING_MESSAGES, SCREENING_PATHS, screeningPolicyDataSchema } from '@portal/contracts/screening';
import type { FastifyInstance } from 'fastify';
import { succeed } from '../../plugins/http';
import { routeSchema } from '../../plugins/openapi';
import type { ScreeningPolicy } from './screeningPolicy';

/**
 * The countries the portal cannot pay into, for every country list a screen offers (the
 * customer's beneficiary form, the vendor's own page): public, it names no one.
 */
export function registerScreeningPolicyRoute(api: FastifyInstance, deps: { screening: ScreeningPolicy }) {
  api.get(
    SCREENING_PATHS.policy,
    {
      schema: routeSchema({
        summary: 'The countries VendorBridge cannot send payments to (BLOCKED_COUNTRIES)',
        tag: 'screening',
        caller: 'public',
        success: { status: 200, data: screeningPolicyDataSchema },
      }),
    },
    () => succeed(SCREENING_MESSAGES.policy, { blockedCountries: [...deps.screening.blockedCountries] }),
  );
}
