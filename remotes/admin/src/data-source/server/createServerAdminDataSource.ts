import { apiClient, type ApiClient } from '@portal/auth';
import {
  activityListDataSchema,
  dashboardDataSchema,
  DATA_PATHS,
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  documentFilePath,
  registrationDataSchema,
  registrationListDataSchema,
  withId,
  type AdminDataSource,
  type AdminDecision,
  type AdminReviewQuery,
} from '@portal/contracts';
import { AdminRequestError } from '../AdminRequestError';
import { readAnswer, SERVER_MESSAGES } from './readAnswer';

/** The calls the admin screens make; the shared client attaches the admin's token. */
export type AdminApiClient = Pick<ApiClient, 'get' | 'post' | 'download'>;

/** The server's methods of the admin data source: registrations, documents and the dashboard. */
export type ServerAdminDataSource = Pick<
  AdminDataSource,
  | 'getDashboardStats'
  | 'listRecentActivity'
  | 'listRegistrations'
  | 'decideRegistration'
  | 'listDocumentApprovals'
  | 'decideDocumentApproval'
  | 'openDocumentFile'
>;

function withQuery(path: string, { status, search }: AdminReviewQuery): string {
  const query = new URLSearchParams({ status });
  const trimmed = search.trim();
  if (trimmed) query.set('search', trimmed);
  return `${path}?${query.toString()}`;
}

/** Approve is sent without a body; a rejection sends the reason the customer will read. */
function sendDecision(client: AdminApiClient, approvePath: string, rejectPath: string, id: string) {
  return (decision: AdminDecision) =>
    decision.decision === 'approved'
      ? client.post<unknown>(withId(approvePath, id))
      : client.post<unknown>(withId(rejectPath, id), { reason: decision.reason });
}

/**
 * The admin data source over the portal's API. Every answer is checked against the
 * contract's schemas before a screen sees it.
 */
export function createServerAdminDataSource(client: AdminApiClient = apiClient): ServerAdminDataSource {
  return {
    getDashboardStats: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.adminDashboard), dashboardDataSchema)).stats,

    listRecentActivity: async (limit) =>
      (
        await readAnswer(
          () => client.get<unknown>(`${DATA_PATHS.adminActivity}?limit=${limit}`),
          activityListDataSchema,
        )
      ).activity,

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

    openDocumentFile: async (documentId) => {
      let result: Awaited<ReturnType<AdminApiClient['download']>>;
      try {
        result = await client.download(documentFilePath(documentId));
      } catch {
        throw new AdminRequestError(SERVER_MESSAGES.unreachable, { status: 0 });
      }
      if (!result.ok) {
        const message = result.status === 404 ? SERVER_MESSAGES.fileMissing : SERVER_MESSAGES.fileFailed;
        throw new AdminRequestError(message, { status: result.status });
      }
      return result.blob;
    },
  };
}
