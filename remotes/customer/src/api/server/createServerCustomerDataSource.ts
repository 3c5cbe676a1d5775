import {
  apiClient,
  readAnswer as readServerAnswer,
  readFile,
  type ApiClient,
  type ApiResult,
} from '@portal/auth';
import { DATA_PATHS, ONBOARDING_PATH } from '@portal/contracts/api';
import { documentFilePath, documentListDataSchema, UPLOAD_MESSAGES } from '@portal/contracts/documents';
import { onboardingDataSchema } from '@portal/contracts/onboarding';
import {
  customerDashboardDataSchema,
  paymentDataSchema,
  paymentDetailDataSchema,
  paymentListDataSchema,
} from '@portal/contracts/paymentAnswers';
import {
  FUNDING_PROOF_FIELD,
  JOURNEY_PATHS,
  journeyPath,
  QUOTE_ID_FIELD,
  quoteDataSchema,
} from '@portal/contracts/paymentJourney';
import {
  IDEMPOTENCY_HEADER,
  INVOICE_FIELD,
  PAYMENT_PATHS,
  paymentInvoicePath,
} from '@portal/contracts/paymentPaths';
import { profileDataSchema } from '@portal/contracts/profileAnswers';
import { ratesDataSchema } from '@portal/contracts/rates';
import { SCREENING_PATHS, screeningPolicyDataSchema } from '@portal/contracts/screening';
import type * as z from 'zod/mini';
import type {
  CustomerDataSource,
  DocumentSet,
  FundingReport,
  PaymentSubmission,
} from '../customerDataSource';
import { teamCalls } from './teamCalls';

/** The calls the customer screens make; the shared client attaches the customer's token. */
export type CustomerApiClient = Pick<ApiClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'download'>;

/** One multipart field per single document, and one entry per director file under the same name. */
export function documentsForm(documents: DocumentSet): FormData {
  const form = new FormData();
  for (const name of ['bvnFile', 'cacFile', 'proofOfAddress', 'tinFile'] as const) {
    const file = documents[name];
    if (file) form.append(name, file, file.name);
  }
  for (const file of documents.directorInfoFiles) form.append('directorInfoFiles', file, file.name);
  return form;
}

/** The payment form's text fields as the contract normalised them (blanks left out), then the invoice when there is one. */
export function paymentForm({ request, invoiceFile, quoteId }: PaymentSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) {
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  form.append(QUOTE_ID_FIELD, quoteId);
  if (invoiceFile) form.append(INVOICE_FIELD, invoiceFile, invoiceFile.name);
  return form;
}

/** `/payments/<id>`, the id escaped so that it can only ever name one request. */
const paymentPath = (id: string) => PAYMENT_PATHS.payment.replace(':id', encodeURIComponent(id));

/** `/payments`, filtered by state and/or the page after `cursor`. */
function paymentListPath(cursor?: string | null, status?: string | null): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${PAYMENT_PATHS.payments}?${text}` : PAYMENT_PATHS.payments;
}

/** The bank reference, then the proof when there is one (the route takes JSON or this form). */
export function fundingForm({ reference, proof }: FundingReport): FormData {
  const form = new FormData();
  form.append('reference', reference);
  if (proof) form.append(FUNDING_PROOF_FIELD, proof, proof.name);
  return form;
}

/**
 * What a refusal without a readable body means: a proxy in front of the server may
 * answer an oversized upload itself, with no JSON the page could quote.
 */
const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  413: UPLOAD_MESSAGES.tooLarge,
  415: UPLOAD_MESSAGES.wrongType,
};

/** One call's `data`, checked against its contract schema (see @portal/auth's readAnswer). */
const readAnswer = <Schema extends z.ZodMiniType>(send: () => Promise<ApiResult<unknown>>, schema: Schema) =>
  readServerAnswer(send, schema, MESSAGE_BY_STATUS);

/**
 * The customer area's data over the portal's API: profile, documents, onboarding,
 * rates, payment requests and the quick stats. Every answer is checked against the
 * contract's schemas before a screen sees it.
 */
export function createServerCustomerDataSource(client: CustomerApiClient = apiClient): CustomerDataSource {
  return {
    getDashboard: async () =>
      (await readAnswer(() => client.get<unknown>(PAYMENT_PATHS.dashboard), customerDashboardDataSchema))
        .stats,

    getOnboarding: async () =>
      (await readAnswer(() => client.get<unknown>(ONBOARDING_PATH), onboardingDataSchema)).onboarding,

    getRates: () => readAnswer(() => client.get<unknown>(PAYMENT_PATHS.rates), ratesDataSchema),

    getScreeningPolicy: () =>
      readAnswer(() => client.get<unknown>(SCREENING_PATHS.policy), screeningPolicyDataSchema),

    listPayments: (cursor, status) =>
      readAnswer(() => client.get<unknown>(paymentListPath(cursor, status)), paymentListDataSchema),

    getPayment: async (id) =>
      (await readAnswer(() => client.get<unknown>(paymentPath(id)), paymentDetailDataSchema)).payment,

    submitPaymentRequest: async (submission, onProgress) =>
      (
        await readAnswer(
          () =>
            client.upload<unknown>(
              PAYMENT_PATHS.payments,
              paymentForm(submission),
              { [IDEMPOTENCY_HEADER]: submission.idempotencyKey },
              onProgress,
            ),
          paymentDataSchema,
        )
      ).payment,

    openPaymentInvoice: (id) => readFile(client, paymentInvoicePath(id)),

    createQuote: async (body) =>
      (await readAnswer(() => client.post<unknown>(JOURNEY_PATHS.quotes, body), quoteDataSchema)).quote,

    reportFunding: async (id, report, onProgress) =>
      (
        await readAnswer(
          () =>
            client.upload<unknown>(
              journeyPath(JOURNEY_PATHS.paymentFunding, id),
              fundingForm(report),
              {},
              onProgress,
            ),
          paymentDetailDataSchema,
        )
      ).payment,

    cancelPayment: async (id, reason) =>
      (
        await readAnswer(
          () => client.post<unknown>(journeyPath(JOURNEY_PATHS.paymentCancel, id), reason ? { reason } : {}),
          paymentDetailDataSchema,
        )
      ).payment,

    downloadReceipt: (id) => readFile(client, journeyPath(JOURNEY_PATHS.paymentReceipt, id)),

    exportStatement: ({ from, to, status }) =>
      readFile(
        client,
        `${JOURNEY_PATHS.paymentsExport}?${new URLSearchParams({ from, to, ...(status ? { status } : {}) }).toString()}`,
      ),

    getProfile: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.profile), profileDataSchema)).profile,

    saveProfile: async (update) =>
      (await readAnswer(() => client.put<unknown>(DATA_PATHS.profile, update), profileDataSchema)).profile,

    listDocuments: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.documents), documentListDataSchema)).documents,

    submitDocuments: async (documents, onProgress) =>
      (
        await readAnswer(
          () => client.upload<unknown>(DATA_PATHS.documents, documentsForm(documents), {}, onProgress),
          documentListDataSchema,
        )
      ).documents,

    openDocumentFile: (id) => readFile(client, documentFilePath(id)),

    ...teamCalls(client, readAnswer),
  };
}
