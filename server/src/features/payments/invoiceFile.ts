import { ERROR_CODES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../access';
import { paymentRequests } from '../../plugins/database/schema';
import { downloadHeaders } from '../documents';
import { ApiError, notFound } from '../../plugins/http';
import { FileNotFoundError } from '../../plugins/storage';
import type { PaymentDeps } from './paymentDeps';

/**
 * A request's invoice, for its owner and for admins (files are served only through authorised
 * routes), served exactly like a KYB document: another customer's request, a request without an
 * invoice and one that does not exist are all 404.
 */
export async function sendInvoice(
  deps: PaymentDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) {
  const account = accountOf(request);
  const [row] = await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  if (!row || (account.role !== 'admin' && row.userId !== account.id)) throw notFound();
  if (!row.invoiceStorageKey || !row.invoiceFileName || !row.invoiceContentType) throw notFound();
  let stream;
  try {
    stream = await deps.files.open(row.invoiceStorageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError) {
      request.log.error({ paymentId: row.id }, 'a payment request has no stored invoice');
      throw notFound();
    }
    request.log.error({ err: error }, 'could not read a stored invoice');
    throw new ApiError(503, 'The file cannot be read at the moment. Please try again in a few minutes.', {
      code: ERROR_CODES.storageUnavailable,
    });
  }
  return reply
    .headers(
      downloadHeaders({
        fileName: row.invoiceFileName,
        contentType: row.invoiceContentType,
        sizeBytes: row.invoiceSizeBytes ?? 0,
      }),
    )
    .send(stream);
}
