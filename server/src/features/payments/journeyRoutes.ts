import { paymentDetailDataSchema } from '@portal/contracts/paymentAnswers';
import {
  customerCancelBodySchema,
  FUNDING_PROOF_FIELD,
  fundingReportBodySchema,
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
} from '@portal/contracts/paymentJourney';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accountOf, businessOf, requireAnyRole, requireMember } from '../access';
import { parseParams, readInput, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { sendStoredFile } from './invoiceFile';
import { NOT_JSON_OR_FORM_BODY, storeUpload } from './journeyForms';
import { acceptJsonOrUploads, readJsonOrForm } from '../../plugins/uploads';
import { movePayment } from './movePayment';
import type { PaymentDeps } from './paymentDeps';
import { customerPaymentDetail } from './paymentDetails';

/** The funding report's declaration: the bank reference and, in a multipart form, the optional proof. */
const fundingReportFormSchema = z.object({
  ...fundingReportBodySchema.shape,
  [FUNDING_PROOF_FIELD]: z.optional(z.file()),
});

/**
 * The customer's moves after approval (D29, D31): "I have paid" with the bank reference
 * and an optional proof file, and cancelling before reporting; and the files of a
 * request its owner and staff may open (the proof, the payout's confirmation).
 */
export async function registerJourneyRoutes(server: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps, 'preparePayments');
  const ownerOrAdmin = requireAnyRole(deps, ['user', 'admin']);

  await api.register(async (scope) => {
    await acceptJsonOrUploads(scope);
    scope.post(
      JOURNEY_PATHS.paymentFunding,
      {
        onRequest: customer,
        schema: routeSchema({
          summary: 'Report the naira transfer ("I have paid"): the bank reference and an optional proof file',
          tag: 'payments',
          caller: 'customer',
          scope: 'payments:write',
          params: idParams,
          multipart: { schema: fundingReportFormSchema, alsoJson: true },
          success: { status: 200, data: paymentDetailDataSchema },
          // The request is not awaiting funds (INVALID_TRANSITION, with its current state).
          refusals: [409],
        }),
      },
      async (request) => {
        const { id } = parseParams(request.params);
        const account = accountOf(request);
        const form = await readJsonOrForm(request, {
          tmpDir: deps.uploadTmpDir,
          fileField: FUNDING_PROOF_FIELD,
          notJsonOrForm: NOT_JSON_OR_FORM_BODY,
        });
        try {
          const { reference } = readInput('body', fundingReportBodySchema, form.fields);
          const upload = await storeUpload(deps, form.file, 'funding-proofs');
          let moved;
          try {
            moved = await movePayment(deps, {
              id,
              move: 'reportFunding',
              actor: { kind: 'customer', account, business: businessOf(request).id },
              set: (now) => ({
                fundingReportedAt: now,
                fundingReportReference: reference,
                fundingProofStorageKey: upload.stored.storageKey,
                fundingProofFileName: upload.stored.fileName,
                fundingProofContentType: upload.stored.contentType,
                fundingProofSizeBytes: upload.stored.sizeBytes,
                fundingProofSha256: upload.stored.sha256,
              }),
              note: `Bank reference ${reference}`,
              auditAfter: () => ({ reference, proof: upload.stored.fileName }),
            });
          } catch (error) {
            await upload.remove();
            throw error;
          }
          return succeed(JOURNEY_MESSAGES.fundingReported, {
            payment: await customerPaymentDetail(deps.db, moved, account.id),
          });
        } finally {
          await form.discard();
        }
      },
    );
  });

  api.post(
    JOURNEY_PATHS.paymentCancel,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: 'Cancel a payment request before reporting its funding (an optional reason)',
        tag: 'payments',
        caller: 'customer',
        scope: 'payments:write',
        params: idParams,
        body: customerCancelBodySchema,
        bodyOptional: 'absent',
        success: { status: 200, data: paymentDetailDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const reason = request.body?.reason;
      const note = reason ? reason : null;
      const moved = await movePayment(deps, {
        id,
        move: 'cancel',
        actor: { kind: 'customer', account: accountOf(request), business: businessOf(request).id },
        set: () => ({ closedReason: note }),
        note,
        email: { reason: note },
      });
      return succeed(JOURNEY_MESSAGES.cancelled, {
        payment: await customerPaymentDetail(deps.db, moved, accountOf(request).id),
      });
    },
  );

  api.get(
    JOURNEY_PATHS.paymentFundingProof,
    {
      onRequest: ownerOrAdmin,
      schema: routeSchema({
        summary: 'The proof of funding the customer attached (its owner or an admin)',
        tag: 'payments',
        caller: 'customer-or-admin',
        params: idParams,
        success: { file: 'The stored proof, with its own Content-Type (PDF, PNG or JPEG)' },
      }),
    },
    async (request, reply) =>
      sendStoredFile(deps, request, reply, parseParams(request.params).id, (row) => ({
        storageKey: row.fundingProofStorageKey,
        fileName: row.fundingProofFileName,
        contentType: row.fundingProofContentType,
        sizeBytes: row.fundingProofSizeBytes,
      })),
  );

  api.get(
    JOURNEY_PATHS.paymentPayoutFile,
    {
      onRequest: ownerOrAdmin,
      schema: routeSchema({
        summary: "The payout's confirmation file staff attached (its owner or an admin)",
        tag: 'payments',
        caller: 'customer-or-admin',
        params: idParams,
        success: { file: 'The stored confirmation, with its own Content-Type (PDF, PNG or JPEG)' },
      }),
    },
    async (request, reply) =>
      sendStoredFile(deps, request, reply, parseParams(request.params).id, (row) => ({
        storageKey: row.payoutFileStorageKey,
        fileName: row.payoutFileName,
        contentType: row.payoutFileContentType,
        sizeBytes: row.payoutFileSizeBytes,
      })),
  );
}
