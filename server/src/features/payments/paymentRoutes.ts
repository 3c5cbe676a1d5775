import type { CustomerDashboard, PaymentDetail, PaymentListData } from '@portal/contracts/paymentAnswers';
import { QUOTE_ID_FIELD, quoteIdSchema } from '@portal/contracts/paymentJourney';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { INVOICE_FIELD, PAYMENT_LIMITS, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { paymentListQuerySchema } from '@portal/contracts/paymentRequests';
import { validatePaymentSubmission } from '@portal/contracts/paymentSubmission';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accountOf, businessOf, requireAnyRole, requireMember } from '../access';
import { acceptValid, notFound, parseParams, readInput, succeed } from '../../plugins/http';
import { acceptJsonOrUploads, readJsonOrForm } from '../../plugins/uploads';
import { toCustomerPayment } from './customerPayment';
import { expireOverdue } from './expireOverdue';
import { customerPaymentDetail } from './paymentDetails';
import { requireApprovedAccount } from './approvedAccount';
import { countCustomerPayments, findOwnPayment, listCustomerPayments } from './customerPayments';
import { parseIdempotencyKey } from './idempotencyKey';
import { sendInvoice } from './invoiceFile';
import type { PaymentDeps } from './paymentDeps';
import { submitPayment } from './submitPayment';
import { idParams, routeSchema } from '../../plugins/openapi';
import {
  customerDashboardDataSchema,
  paymentDataSchema,
  paymentDetailDataSchema,
  paymentListDataSchema,
} from '@portal/contracts/paymentAnswers';
import { paymentSubmissionSchema, submissionHeaders } from './paymentForm';
import { decodeCursor } from '../../plugins/paging';

/** The quote the request names (D30): a JSON field or a text field of the form. */
const quoteFieldSchema = z.object({ [QUOTE_ID_FIELD]: quoteIdSchema });

export const NOT_JSON_OR_FORM = 'Send the payment request as JSON or as multipart/form-data.';

/**
 * The customer's payment requests (the payment form's fields; the server computes
 * amounts and rates; one request per idempotency key): submit,
 * history, one request, its invoice, and the quick stats. Guards run as the request
 * arrives, before any of its body is read.
 */
export async function registerPaymentRoutes(server: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps);
  const maker = requireMember(deps, 'preparePayments');
  const approvedAccount = requireApprovedAccount();
  const ownerOrAdmin = requireAnyRole(deps, ['user', 'admin']);

  await api.register(async (scope) => {
    // A request without an invoice may come as JSON, parsed as on every other route.
    await acceptJsonOrUploads(scope);
    scope.post(
      PAYMENT_PATHS.payments,
      {
        // D37: an account not yet approved is refused before anything else is read.
        onRequest: [maker, approvedAccount],
        schema: routeSchema({
          summary:
            'Submit a payment request priced by a quote (JSON, or multipart with an invoice file); a repeated Idempotency-Key answers the first request with 200',
          tag: 'payments',
          caller: 'customer',
          scope: 'payments:write',
          headers: submissionHeaders,
          multipart: { schema: paymentSubmissionSchema, alsoJson: true },
          success: { status: 201, data: paymentDataSchema, alsoStatus: 200 },
          // 409 quote used, 410 quote expired, 422 the quote is not this customer's or differs.
          refusals: [409, 410, 422],
        }),
      },
      async (request, reply) => {
        const account = accountOf(request);
        const idempotencyKey = parseIdempotencyKey(request.headers['idempotency-key']);
        const form = await readJsonOrForm(request, {
          tmpDir: deps.uploadTmpDir,
          fileField: INVOICE_FIELD,
          notJsonOrForm: NOT_JSON_OR_FORM,
        });
        let submission;
        try {
          // The contract's validator (the beneficiary by its corridor, the amount, the purpose):
          // the schemas' field messages, and the spec's general message when something
          // required is missing.
          const fields = acceptValid(validatePaymentSubmission(form.fields));
          const quoteId = readInput('body', quoteFieldSchema, form.fields)[QUOTE_ID_FIELD];
          submission = await submitPayment(deps, { ...account, businessId: businessOf(request).id }, fields, {
            idempotencyKey,
            invoice: form.file,
            quoteId,
          });
        } finally {
          // Before answering, so that nothing of the request is left once the client has its answer.
          await form.discard();
        }
        const { row, created } = submission;
        if (!created) reply.header('idempotent-replayed', 'true');
        return reply.code(created ? 201 : 200).send(
          succeed(PAYMENT_MESSAGES.submitted, {
            payment: toCustomerPayment(
              row,
              row.createdBy === account.id ? { id: account.id, name: account.name } : null,
            ),
          }),
        );
      },
    );
  });

  api.get(
    PAYMENT_PATHS.payments,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "The customer's payment requests, newest first, a page at a time",
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:read',
        querystring: paymentListQuerySchema,
        success: { status: 200, data: paymentListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      await expireOverdue(deps, deps.now());
      const data: PaymentListData = await listCustomerPayments(
        deps.db,
        businessOf(request).id,
        {
          cursor: decodeCursor(query.cursor),
          limit: query.limit ?? PAYMENT_LIMITS.pageDefault,
          status: query.status ?? null,
        },
        accountOf(request),
      );
      return succeed('Payment requests', data);
    },
  );

  api.get(
    PAYMENT_PATHS.payment,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: 'One payment request, with where to pay once approved and its journey',
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:read',
        params: idParams,
        success: { status: 200, data: paymentDetailDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      // A read after the funding deadline never shows the request as approved.
      await expireOverdue(deps, deps.now());
      const row = await findOwnPayment(deps.db, businessOf(request).id, id);
      if (!row) throw notFound();
      const detail: PaymentDetail = await customerPaymentDetail(
        deps.db,
        row,
        accountOf(request).id,
        deps.now(),
      );
      return succeed('Payment request', { payment: detail });
    },
  );

  api.get(
    PAYMENT_PATHS.paymentInvoice,
    {
      onRequest: ownerOrAdmin,
      schema: routeSchema({
        summary: "A payment request's invoice file (its owner or an admin)",
        tag: 'payments',
        caller: 'customer-or-admin',
        params: idParams,
        success: { file: 'The stored invoice, with its own Content-Type (PDF, PNG or JPEG)' },
      }),
    },
    async (request, reply) => {
      const { id } = parseParams(request.params);
      return sendInvoice(deps, request, reply, id);
    },
  );

  api.get(
    PAYMENT_PATHS.dashboard,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "Counts for the customer's dashboard",
        tag: 'payments',
        caller: 'customer',
        success: { status: 200, data: customerDashboardDataSchema },
      }),
    },
    async (request) => {
      await expireOverdue(deps, deps.now());
      const stats: CustomerDashboard = await countCustomerPayments(deps.db, businessOf(request).id);
      return succeed('Dashboard', { stats });
    },
  );
}
