import { DATA_PATHS } from '@portal/contracts/api';
import {
  REVIEW_MESSAGES,
  REVIEW_PAGE,
  reviewQuerySchema,
  type DecisionAction,
  type RegistrationRow,
} from '@portal/contracts/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { parseParams, succeed } from '../../plugins/http';
import { checkSearch, decisionRouteSchema, parseDecision, type ReviewDeps } from '../decisions';
import { decideRegistration } from './registrationDecision';
import { listRegistrationPage } from './registrationRows';
import { decodeCursor } from '../../plugins/paging';
import { registerRegistrationReviewRoutes } from './registrationReviewRoutes';
import { routeSchema } from '../../plugins/openapi';
import { registrationDataSchema, registrationListDataSchema } from '@portal/contracts/review';

export const REGISTRATIONS_MESSAGE = 'Registrations';

/** The pending registrations screen's data: the list, Approve and Reject, and one registration's review. */
export function registerRegistrationRoutes(server: FastifyInstance, deps: ReviewDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'reviewCustomers');
  api.get(
    DATA_PATHS.adminRegistrations,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The registrations to review, newest sign-up first, a page at a time',
        tag: 'admin-review',
        caller: 'admin',
        querystring: reviewQuerySchema,
        success: { status: 200, data: registrationListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      const page = await listRegistrationPage(deps.db, {
        status: query.status ?? 'pending',
        search: checkSearch(query.search),
        cursor: decodeCursor(query.cursor),
        limit: query.limit ?? REVIEW_PAGE.pageDefault,
      });
      return succeed(REGISTRATIONS_MESSAGE, page);
    },
  );

  const decide = (action: DecisionAction, path: string) =>
    api.post(
      path,
      {
        onRequest: admin,
        schema: decisionRouteSchema(action, {
          name: 'a registration',
          tag: 'admin-review',
          data: registrationDataSchema,
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const decision = parseDecision(action, request.body);
        const registration: RegistrationRow = await decideRegistration(
          deps,
          accountOf(request),
          id,
          decision,
        );
        return succeed(action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected, {
          registration,
        });
      },
    );
  decide('approve', DATA_PATHS.adminRegistrationApprove);
  decide('reject', DATA_PATHS.adminRegistrationReject);
  registerRegistrationReviewRoutes(api, deps);
}
