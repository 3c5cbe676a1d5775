import { readAnswer, readFile, type ApiClient } from '@portal/auth';
import type { AdminReviewQuery } from '@portal/contracts/admin';
import { DATA_PATHS } from '@portal/contracts/api';
import { documentFilePath } from '@portal/contracts/documents';
import {
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  registrationDataSchema,
  registrationListDataSchema,
} from '@portal/contracts/review';
import type { REVIEW_CALLS } from './callNames';
import type { Calls } from './lazyCalls';
import { sendDecision } from './sendDecision';

/** The filter and search; the cursor is sent only for a page after the first. */
function withQuery(path: string, { status, search }: AdminReviewQuery, cursor: string | null): string {
  const query = new URLSearchParams({ status });
  const trimmed = search.trim();
  if (trimmed) query.set('search', trimmed);
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}

/** The review lists' calls: registrations and document approvals, with their decisions. */
export function reviewCalls(
  client: Pick<ApiClient, 'get' | 'post' | 'download'>,
): Calls<keyof typeof REVIEW_CALLS> {
  return {
    listRegistrations: (query, cursor) =>
      readAnswer(
        () => client.get<unknown>(withQuery(DATA_PATHS.adminRegistrations, query, cursor)),
        registrationListDataSchema,
      ),

    decideRegistration: async (id, decision) => {
      const send = sendDecision(
        client,
        DATA_PATHS.adminRegistrationApprove,
        DATA_PATHS.adminRegistrationReject,
        id,
      );
      return (await readAnswer(() => send(decision), registrationDataSchema)).registration;
    },

    listDocumentApprovals: (query, cursor) =>
      readAnswer(
        () => client.get<unknown>(withQuery(DATA_PATHS.adminDocuments, query, cursor)),
        documentApprovalListDataSchema,
      ),

    decideDocumentApproval: async (id, decision) => {
      const send = sendDecision(
        client,
        DATA_PATHS.adminDocumentsApprove,
        DATA_PATHS.adminDocumentsReject,
        id,
      );
      return (await readAnswer(() => send(decision), documentApprovalDataSchema)).approval;
    },

    openDocumentFile: (documentId) => readFile(client, documentFilePath(documentId)),
  };
}
