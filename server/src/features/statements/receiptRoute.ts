import { JOURNEY_CODES, JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { hasReceipt } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { verifyPageUrl } from '@portal/contracts/receiptVerification';
import type { FastifyInstance } from 'fastify';
import { accountOf, requireAnyRole, type AccessDeps } from '../access';
import { verificationCodeOf } from '../receipt-verification';
import { ApiError, notFound, parseParams } from '../../plugins/http';
import { mayReadPayment } from '../payments';
import { idParams, routeSchema } from '../../plugins/openapi';
import { bytesOfStream } from './bytesOfStream';
import { buildReceiptPdf } from './receiptPdf';
import { readReceiptSource } from './receiptReader';

export const RECEIPT_NOT_READY = 'The receipt is ready once the payment has been paid out to the vendor.';

/**
 * The receipt of a paid request (D32): for its owner and for staff. Another
 * customer's request is 404 exactly as one that does not exist; a request not yet
 * paid out is 409 with its current state (in `errors.status`), so the screen can say
 * where it stands.
 */
export function registerReceiptRoute(api: FastifyInstance, deps: AccessDeps & { publicUrl: string }): void {
  api.get(
    JOURNEY_PATHS.paymentReceipt,
    {
      onRequest: requireAnyRole(deps, ['user', 'admin']),
      schema: routeSchema({
        summary: "A paid request's receipt as a PDF (its owner or an admin)",
        tag: 'statements',
        caller: 'customer-or-admin',
        params: idParams,
        success: { file: 'The receipt: a PDF of text, made on the server', contentType: 'application/pdf' },
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const { id } = parseParams(request.params);
      const account = accountOf(request);
      const source = await readReceiptSource(deps.db, id);
      if (!source || !mayReadPayment(account, { ownerId: source.ownerId, status: source.receipt.status }))
        throw notFound();
      const { receipt } = source;
      if (!hasReceipt(receipt.status)) {
        throw new ApiError(
          409,
          `${RECEIPT_NOT_READY} This request is: ${PAYMENT_STATE_LABELS[receipt.status]}.`,
          {
            code: JOURNEY_CODES.wrongState,
            errors: { status: [receipt.status] },
          },
        );
      }
      // D42: its verification code (a payment sent before D42 gets one now, kept for every copy).
      const code = await verificationCodeOf(deps.db, id);
      const verification = { code, url: verifyPageUrl(deps.publicUrl, code) };
      // A receipt is a few kilobytes: made whole first, so a failure is a clean 500 and the length is known.
      const pdf = await bytesOfStream(buildReceiptPdf({ ...receipt, verification }));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header(
          'content-disposition',
          `attachment; filename="receipt-${receipt.reference.replace(/[^\w-]/g, '_')}.pdf"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
