import { readAnswer, readFile, type ApiClient } from '@portal/auth';
import {
  DATA_PATHS,
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  documentFilePath,
  registrationDataSchema,
  registrationListDataSchema,
  type AdminReviewQuery,
} from '@portal/contracts';
import type { REVIEW_CALLS } from './callNames';
import type { Calls } from './lazyCalls';
import { sendDecision } from './sendDecision';

function withQuery(path: string, { status, search }: AdminReviewQuery): string {
  const query = new URLSearchParams({ status });
  const trimmed = search.trim();
  if (trimmed) query.set('search', trimmed);
  return `${path}?${query.toString()}`;
}

/** The review lists' calls: registrations and document approvals, with their decisions. */
export function reviewCalls(
  client: Pick<ApiClient, 'get' | 'post' | 'download'>,
): Calls<keyof typeof REVIEW_CALLS> {
  return {
    listRegistrations: async (query) =>
      (
        await readAnswer(
          () => client.get<unknown>(withQuery(DATA_PATHS.adminRegistrations, query)),
          registrationListDataSchema,
        )
      ).registrations,

    decideRegistration: async (id, decision) => {
      const send = sendDecision(
        client,
        DATA_PATHS.adminRegistrationApprove,
        DATA_PATHS.adminRegistrationReject,
        id,
      );
      return (await readAnswer(() => send(decision), registrationDataSchema)).registration;
    },

    listDocumentApprovals: async (query) =>
      (
        await readAnswer(
          () => client.get<unknown>(withQuery(DATA_PATHS.adminDocuments, query)),
          documentApprovalListDataSchema,
        )
      ).approvals,

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
