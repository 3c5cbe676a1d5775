import { apiClient, readAnswer, readFile, RequestError, SERVER_MESSAGES, type ApiClient } from '@portal/auth';
import {
  adminActivityPath,
  activityListDataSchema,
  adminPaymentDataSchema,
  adminPaymentDetailDataSchema,
  adminPaymentListDataSchema,
  adminFeePath,
  adminRatePath,
  FEE_PATHS,
  feeDataSchema,
  feesDataSchema,
  dashboardDataSchema,
  DATA_PATHS,
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  documentFilePath,
  JOURNEY_PATHS,
  journeyPath,
  PAYMENT_PATHS,
  PAYOUT_FILE_FIELD,
  paymentInvoicePath,
  rateDataSchema,
  ratesDataSchema,
  receivingAccountDataSchema,
  RECEIVING_ACCOUNT_CHANGE_PATHS,
  registrationDataSchema,
  registrationListDataSchema,
  SECURITY_PATHS,
  twoFactorStatusDataSchema,
  walletDataSchema,
  withId,
  type AdminDecision,
  type AdminReviewQuery,
  type PayoutBody,
} from '@portal/contracts';
import type { AdminDataSource, AdminPaymentListQuery, StatementPeriod } from '../adminDataSource';
import { registrationReviewCalls } from './registrationReviewCalls';
import { screeningCalls } from './screeningCalls';
import { staffCalls } from './staffCalls';

/** The calls the admin screens make; the shared client attaches the admin's token. */
export type AdminApiClient = Pick<ApiClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'download'>;

function withQuery(path: string, { status, search }: AdminReviewQuery): string {
  const query = new URLSearchParams({ status });
  const trimmed = search.trim();
  if (trimmed) query.set('search', trimmed);
  return `${path}?${query.toString()}`;
}

/** The payment list has no search; the cursor is sent only for a page after the first. */
function paymentQuery({ status, cursor }: AdminPaymentListQuery): string {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return `${PAYMENT_PATHS.adminPayments}?${query.toString()}`;
}

/** A statement's query: the period, and the state when the list on screen has one. */
function statementPath(path: string, { from, to, status }: StatementPeriod): string {
  const query = new URLSearchParams({ from, to });
  if (status) query.set('status', status);
  return `${path}?${query.toString()}`;
}

/** The payout with its optional confirmation file: multipart when a file goes with it. */
function payoutRequest(client: AdminApiClient, id: string, body: PayoutBody, file: File | null) {
  const path = journeyPath(JOURNEY_PATHS.adminPayout, id);
  if (!file) return client.post<unknown>(path, body);
  const form = new FormData();
  form.set('paidAt', body.paidAt);
  form.set('reference', body.reference);
  form.set(PAYOUT_FILE_FIELD, file);
  return client.upload<unknown>(path, form);
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
export function createServerAdminDataSource(client: AdminApiClient = apiClient): AdminDataSource {
  return {
    getDashboardStats: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.adminDashboard), dashboardDataSchema)).stats,

    listRecentActivity: async (limit) =>
      (await readAnswer(() => client.get<unknown>(adminActivityPath(limit)), activityListDataSchema))
        .activity,

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

    listPaymentRequests: (query) =>
      readAnswer(() => client.get<unknown>(paymentQuery(query)), adminPaymentListDataSchema),

    decidePaymentRequest: async (id, decision) => {
      const send = sendDecision(
        client,
        PAYMENT_PATHS.adminPaymentApprove,
        PAYMENT_PATHS.adminPaymentReject,
        id,
      );
      return (await readAnswer(() => send(decision), adminPaymentDataSchema)).payment;
    },

    openPaymentInvoice: (paymentId) => readFile(client, paymentInvoicePath(paymentId)),

    getPaymentRequest: async (id) =>
      (
        await readAnswer(
          () => client.get<unknown>(withId(PAYMENT_PATHS.adminPayment, id)),
          adminPaymentDetailDataSchema,
        )
      ).payment,

    confirmFunding: async (id, body) =>
      (
        await readAnswer(
          () => client.post<unknown>(journeyPath(JOURNEY_PATHS.adminFundingConfirm, id), body),
          adminPaymentDataSchema,
        )
      ).payment,

    recordPayout: async (id, body, file) =>
      (await readAnswer(() => payoutRequest(client, id, body, file), adminPaymentDataSchema)).payment,

    confirmPayout: async (id) =>
      (
        await readAnswer(
          () => client.post<unknown>(journeyPath(JOURNEY_PATHS.adminPayoutConfirm, id), {}),
          adminPaymentDataSchema,
        )
      ).payment,

    refundPayment: async (id, reason) =>
      (
        await readAnswer(
          () => client.post<unknown>(journeyPath(JOURNEY_PATHS.adminRefund, id), { reason }),
          adminPaymentDataSchema,
        )
      ).payment,

    cancelPayment: async (id, reason) =>
      (
        await readAnswer(
          () => client.post<unknown>(journeyPath(JOURNEY_PATHS.adminCancel, id), { reason }),
          adminPaymentDataSchema,
        )
      ).payment,

    openFundingProof: (paymentId) =>
      readFile(client, journeyPath(JOURNEY_PATHS.paymentFundingProof, paymentId)),
    openPayoutFile: (paymentId) => readFile(client, journeyPath(JOURNEY_PATHS.paymentPayoutFile, paymentId)),
    openReceipt: (paymentId) => readFile(client, journeyPath(JOURNEY_PATHS.paymentReceipt, paymentId)),

    exportPayments: (period) => readFile(client, statementPath(JOURNEY_PATHS.adminPaymentsExport, period)),
    exportAudit: (period) => readFile(client, statementPath(JOURNEY_PATHS.adminAuditExport, period)),

    getReceivingAccount: async () => {
      const { receivingAccount, pendingChange } = await readAnswer(
        () => client.get<unknown>(PAYMENT_PATHS.adminReceivingAccount),
        receivingAccountDataSchema,
      );
      return { receivingAccount, pendingChange: pendingChange ?? null };
    },

    saveReceivingAccount: async (account) => {
      const { receivingAccount, pendingChange } = await readAnswer(
        () => client.put<unknown>(PAYMENT_PATHS.adminReceivingAccount, account),
        receivingAccountDataSchema,
      );
      // The server always answers a save with the account customers see (stored or still current).
      if (!receivingAccount) throw new RequestError(SERVER_MESSAGES.unexpected, { status: 200 });
      return { receivingAccount, pendingChange: pendingChange ?? null };
    },

    approveReceivingAccountChange: async (id, stepUp) => {
      await readAnswer(
        () => client.post<unknown>(withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id), { stepUp }),
        receivingAccountDataSchema,
      );
    },

    rejectReceivingAccountChange: async (id) => {
      await readAnswer(
        () => client.post<unknown>(withId(RECEIVING_ACCOUNT_CHANGE_PATHS.reject, id), {}),
        receivingAccountDataSchema,
      );
    },

    getWalletSettings: async () =>
      (await readAnswer(() => client.get<unknown>(PAYMENT_PATHS.adminWallet), walletDataSchema)).wallet,

    saveWalletSettings: async (settings) =>
      (await readAnswer(() => client.put<unknown>(PAYMENT_PATHS.adminWallet, settings), walletDataSchema))
        .wallet,

    listRates: () => readAnswer(() => client.get<unknown>(PAYMENT_PATHS.rates), ratesDataSchema),

    updateRate: async (base, quote, update) =>
      (await readAnswer(() => client.put<unknown>(adminRatePath(base, quote), update), rateDataSchema)).rate,

    listFees: () => readAnswer(() => client.get<unknown>(FEE_PATHS.fees), feesDataSchema),

    updateFee: async (currency, update) =>
      (await readAnswer(() => client.put<unknown>(adminFeePath(currency), update), feeDataSchema)).fee,

    getTwoFactorStatus: async () =>
      (await readAnswer(() => client.get<unknown>(SECURITY_PATHS.twoFactor), twoFactorStatusDataSchema))
        .twoFactor,

    ...registrationReviewCalls(client),
    ...staffCalls(client),
    ...screeningCalls(client),
  };
}
