import { readAnswer, readFile, type ApiClient } from '@portal/auth';
import { withId } from '@portal/contracts/api';
import {
  adminPaymentDataSchema,
  adminPaymentDetailDataSchema,
  adminPaymentListDataSchema,
} from '@portal/contracts/paymentAnswers';
import {
  JOURNEY_PATHS,
  journeyPath,
  PAYOUT_FILE_FIELD,
  type PayoutBody,
} from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS, paymentInvoicePath } from '@portal/contracts/paymentPaths';
import type { AdminPaymentListQuery, StatementPeriod } from '../adminDataSource';
import type { PAYMENT_CALLS } from './callNames';
import type { Calls } from './lazyCalls';
import { sendDecision } from './sendDecision';

type PaymentClient = Pick<ApiClient, 'get' | 'post' | 'upload' | 'download'>;

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
function payoutRequest(client: PaymentClient, id: string, body: PayoutBody, file: File | null) {
  const path = journeyPath(JOURNEY_PATHS.adminPayout, id);
  if (!file) return client.post<unknown>(path, body);
  const form = new FormData();
  form.set('paidAt', body.paidAt);
  form.set('reference', body.reference);
  form.set(PAYOUT_FILE_FIELD, file);
  return client.upload<unknown>(path, form);
}

/** The payment requests' calls: the list, one request's journey and its staff moves, files and statements. */
export function paymentCalls(client: PaymentClient): Calls<keyof typeof PAYMENT_CALLS> {
  return {
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
  };
}
