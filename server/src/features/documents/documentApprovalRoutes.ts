import {
  DATA_PATHS,
  REVIEW_MESSAGES,
  reviewQuerySchema,
  type DecisionAction,
  type DocumentApprovalRow,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf, requireStaff } from '../access';
import { parseParams, parseQuery, succeed } from '../../plugins/http';
import { checkSearch, decisionRouteSchema, parseDecision, type ReviewDeps } from '../decisions';
import { decideDocuments } from './documentDecision';
import { decideDocument, documentOwner } from './documentFileDecision';
import { listDocumentApprovals } from './documentApprovalRows';
import { routeSchema } from '../../plugins/openapi';
import { documentApprovalDataSchema, documentApprovalListDataSchema } from '@portal/contracts';

export const DOCUMENT_APPROVALS_MESSAGE = 'Document approvals';

/**
 * The document approvals screen's data: one row per customer's set. Approve and Reject take either
 * a customer's id (the whole set at once) or one document's id (issue 22 point 5: a decision per
 * document, the set's following from them). Both are random UUIDs, so an id names one or the
 * other; both answer the customer's set row.
 */
export function registerDocumentApprovalRoutes(api: FastifyInstance, deps: ReviewDeps) {
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'reviewCustomers');
  api.get(
    DATA_PATHS.adminDocuments,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The document sets to review',
        tag: 'admin-review',
        caller: 'admin',
        querystring: reviewQuerySchema,
        success: { status: 200, data: documentApprovalListDataSchema },
      }),
    },
    async (request) => {
      const query = parseQuery(reviewQuerySchema, request.query);
      const approvals = await listDocumentApprovals(deps.db, {
        status: query.status ?? 'pending',
        search: checkSearch(query.search),
      });
      return succeed(DOCUMENT_APPROVALS_MESSAGE, { approvals });
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
        const approval: DocumentApprovalRow = (await documentOwner(deps, id))
          ? await decideDocument(deps, accountOf(request), id, decision)
          : await decideDocuments(deps, accountOf(request), id, decision);
        return succeed(action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected, {
          approval,
        });
      },
    );
  decide('approve', DATA_PATHS.adminDocumentsApprove);
  decide('reject', DATA_PATHS.adminDocumentsReject);
}
