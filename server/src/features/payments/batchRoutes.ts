import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import {
  BATCH_TEMPLATE_CSV,
  BATCH_TEMPLATE_FILE_NAME,
  PAYMENT_BATCH_MESSAGES,
  PAYMENT_BATCH_PATHS,
  batchCheckDataSchema,
  batchUploadSchema,
  paymentBatchDataSchema,
  sumDecimals,
  type BatchCheck,
} from '@portal/contracts/paymentBatches';
import { fundingConfirmBodySchema } from '@portal/contracts/paymentJourney';
import { decimalGreaterThan } from '@portal/rules/paymentMoney';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, requireStaff } from '../access';
import { notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { acceptUploads } from '../../plugins/uploads';
import { readPolicy } from '../team';
import { requireApprovedAccount } from './approvedAccount';
import { createBatch } from './batchCreate';
import { confirmBatchFunding } from './batchFunding';
import { batchRows, receiveBatchFile } from './batchFile';
import { checkBatchLines, lineView } from './batchLines';
import { quoteBatch, totalOf, linesByCurrency } from './batchPricing';
import { batchDetail, findOwnBatch } from './batchView';
import type { PaymentDeps } from './paymentDeps';

/**
 * Bulk payments (issue 36, item 4): a CSV of up to 1,000 payments is checked (every line's
 * errors, one quote per currency, the batch's naira total), then created as one batch when the
 * customer confirms with the check's quotes (what moves money asks twice); its page; the template.
 */
export async function registerBatchRoutes(server: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps);
  const maker = requireMember(deps, 'preparePayments');
  const approvedAccount = requireApprovedAccount();
  const staffFunds = requireStaff(deps, 'handleFunds');

  await api.register(async (scope) => {
    await acceptUploads(scope);

    scope.post(
      PAYMENT_BATCH_PATHS.check,
      {
        onRequest: [maker, approvedAccount],
        schema: routeSchema({
          summary:
            'Check a CSV of up to 1,000 payments: each line with its errors and, when none has any, one quote per currency and the naira total (creates no payment)',
          tag: 'payments',
          caller: 'customer',
          scope: 'payments:write',
          multipart: { schema: batchUploadSchema },
          success: { status: 200, data: batchCheckDataSchema },
        }),
      },
      async (request) => {
        const business = businessOf(request).id;
        const { text } = await receiveBatchFile(request, deps.uploadTmpDir);
        const rows = batchRows(text);
        const lines = await checkBatchLines(deps.db, business, rows, deps.screening);
        const clean = lines.every((line) => line.submission);
        const quotes = clean
          ? await quoteBatch(deps.db, business, lines, deps.now(), deps.quoteTtlSeconds)
          : null;
        const groups = linesByCurrency(lines);
        const totals = (quotes ?? []).map((quote) => totalOf(quote, groups.get(quote.currency)?.length ?? 0));
        const localTotal = quotes ? sumDecimals(totals.map((total) => total.localAmount)) : null;
        const { thresholdNgn } = await readPolicy(deps.db, business);
        const check: BatchCheck = {
          lines: lines.map(lineView),
          errorCount: lines.filter((line) => Object.keys(line.errors).length > 0).length,
          totals,
          localTotal,
          feeTotal: quotes ? sumDecimals(totals.map((total) => total.feeAmount)) : null,
          localCurrency: LOCAL_CURRENCY,
          needsApproval:
            localTotal !== null && thresholdNgn !== null && !decimalGreaterThan(thresholdNgn, localTotal),
        };
        return succeed(PAYMENT_BATCH_MESSAGES.checked, { check });
      },
    );

    scope.post(
      PAYMENT_BATCH_PATHS.batches,
      {
        onRequest: [maker, approvedAccount],
        schema: routeSchema({
          summary:
            "Create a bulk payment from a checked CSV and the check's quotes: one payment request per line under one funding reference; a single bad line creates nothing (400 with each line's errors)",
          tag: 'payments',
          caller: 'customer',
          scope: 'payments:write',
          multipart: { schema: batchUploadSchema },
          success: { status: 201, data: paymentBatchDataSchema },
          // 409 a quote used, 410 expired, 422 the file or its quotes changed since the check.
          refusals: [409, 410, 422],
        }),
      },
      async (request, reply) => {
        const account = accountOf(request);
        const { text, quoteIds } = await receiveBatchFile(request, deps.uploadTmpDir);
        const rows = batchRows(text);
        const { batch } = await createBatch(
          deps,
          { ...account, businessId: businessOf(request).id },
          rows,
          quoteIds,
        );
        const detail = await batchDetail(deps.db, batch);
        return reply.code(201).send(succeed(PAYMENT_BATCH_MESSAGES.created, { batch: detail }));
      },
    );
  });

  api.get(
    PAYMENT_BATCH_PATHS.template,
    {
      onRequest: customer,
      schema: routeSchema({
        summary:
          'The bulk payment CSV template: its header and a line per form (a saved beneficiary by id, a new one by its fields)',
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:read',
        success: { file: 'The template, as CSV', contentType: 'text/csv' },
      }),
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${BATCH_TEMPLATE_FILE_NAME}"`)
        .send(BATCH_TEMPLATE_CSV),
  );

  api.post(
    PAYMENT_BATCH_PATHS.adminFundingConfirm,
    {
      onRequest: staffFunds,
      schema: routeSchema({
        summary:
          "Confirm a bulk payment's one transfer (at least its approved payments' naira) and the bank reference: each of its approved payments moves to funded",
        tag: 'payments',
        caller: 'admin',
        params: idParams,
        body: fundingConfirmBodySchema,
        success: { status: 200, data: paymentBatchDataSchema },
        // 409: a payment not yet approved, or none waiting; 422: less than due (AMOUNT_SHORT).
        refusals: [409, 422],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const received = request.body;
      const batch = await confirmBatchFunding(deps, accountOf(request), id, received);
      return succeed(PAYMENT_BATCH_MESSAGES.fundingConfirmed, { batch: await batchDetail(deps.db, batch) });
    },
  );

  api.get(
    PAYMENT_BATCH_PATHS.batch,
    {
      onRequest: customer,
      schema: routeSchema({
        summary:
          'One bulk payment: its one funding reference, totals per currency and in naira, and its payments',
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:read',
        params: idParams,
        success: { status: 200, data: paymentBatchDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const batch = await findOwnBatch(deps.db, businessOf(request).id, id);
      if (!batch) throw notFound();
      return succeed(PAYMENT_BATCH_MESSAGES.batch, { batch: await batchDetail(deps.db, batch) });
    },
  );
}
