import {
  REGISTRATION_REVIEW_MESSAGES,
  REGISTRATION_REVIEW_PATHS,
  registrationReviewDataSchema,
  revealBodySchema,
  revealDataSchema,
} from '@portal/contracts/registrationReview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import type { ReviewDeps } from '../decisions';
import { readRegistrationReview } from './registrationReview';
import { revealIdentifier } from './revealIdentifier';

/**
 * The registration detail page's data (issue 22 point 5): one registration's whole review, read by
 * every staff member with its identifiers masked, and the audited reveal of its BVN or TIN, for
 * those who review customers.
 */
export function registerRegistrationReviewRoutes(server: FastifyInstance, deps: ReviewDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.get(
    REGISTRATION_REVIEW_PATHS.registration,
    {
      onRequest: requireStaff(deps),
      schema: routeSchema({
        summary: 'One registration to review: profile (identifiers masked), documents, decisions',
        tag: 'admin-review',
        caller: 'admin',
        params: idParams,
        success: { status: 200, data: registrationReviewDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const review = await readRegistrationReview(deps.db, id);
      return succeed(REGISTRATION_REVIEW_MESSAGES.registration, { review });
    },
  );

  api.post(
    REGISTRATION_REVIEW_PATHS.reveal,
    {
      onRequest: requireStaff(deps, 'reviewCustomers'),
      schema: routeSchema({
        summary:
          "Reveal a registration's full BVN or TIN, or a director's NIN or BVN (audited: who and which field)",
        tag: 'admin-review',
        caller: 'admin',
        params: idParams,
        body: revealBodySchema,
        success: { status: 200, data: revealDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const target = request.body;
      const revealed = await revealIdentifier(deps.db, accountOf(request), id, target);
      return succeed(REGISTRATION_REVIEW_MESSAGES.revealed, revealed);
    },
  );
}
