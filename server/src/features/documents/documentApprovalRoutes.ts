import { DATA_PATHS } from '@portal/contracts/api';
import {
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  REVIEW_MESSAGES,
  REVIEW_PAGE,
  reviewQuerySchema,
  type DecisionAction,
} from '@portal/contracts/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff } from '../access';
import { notFound, parseParams, succeed } from '../../plugins/http';
import { checkSearch, decisionRouteSchema, parseDecision, type ReviewDeps } from '../decisions';
import { decideDocuments } from './documentDecision';
import { decisionTarget } from './documentDecisionTarget';
import { decideDocument } from './documentFileDecision';
import { listDocumentApprovalPage } from './documentApprovalRows';
import { decodeCursor } from '../../plugins/paging';
import { routeSchema } from '../../plugins/openapi';

export const DOCUMENT_APPROVALS_MESSAGE = 'Document approvals';

/**
 * The document approvals screen's data: one row per customer's set. Approve and Reject take either
 * a customer's id (the whole set at once, decideDocuments) or one document's id (issue 22 point 5:
 * a decision per document, the set's following from them, decideDocument). One read tells which
 * (decisionTarget); both answer the customer's set row.
 */
export function registerDocumentApprovalRoutes(server: FastifyInstance, deps: ReviewDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'reviewCustomers');
  api.get(
    DATA_PATHS.adminDocuments,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The document sets to review, latest upload first, a page at a time',
        tag: 'admin-review',
        caller: 'admin',
        querystring: reviewQuerySchema,
        success: { status: 200, data: documentApprovalListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      const page = await listDocumentApprovalPage(deps.db, {
        status: query.status ?? 'pending',
        search: checkSearch(query.search),
        cursor: decodeCursor(query.cursor),
        limit: query.limit ?? REVIEW_PAGE.pageDefault,
      });
      return succeed(DOCUMENT_APPROVALS_MESSAGE, page);
    },
  );

  const decide = (action: DecisionAction, path: string) =>
    api.post(
      path,
      {
        onRequest: admin,
        schema: decisionRouteSchema(action, {
          name: 'a document set (by the customer id) or one document (by its id)',
          tag: 'admin-review',
          data: documentApprovalDataSchema,
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const decision = parseDecision(action, request.body);
        const target = await decisionTarget(deps, id);
        if (!target) throw notFound();
        const approval =
          target.kind === 'document'
            ? await decideDocument(deps, accountOf(request), target, decision)
            : await decideDocuments(deps, accountOf(request), target.customerId, decision);
        return succeed(action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected, {
          approval,
        });
      },
    );
  decide('approve', DATA_PATHS.adminDocumentsApprove);
  decide('reject', DATA_PATHS.adminDocumentsReject);
}
