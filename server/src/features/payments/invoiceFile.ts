import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../access';
import { tables, type PaymentRequestRow } from '../../plugins/database';
import { downloadHeaders } from '../documents';
import { ApiError, notFound } from '../../plugins/http';
import { mayReadPayment } from './paymentReaders';
import { FileNotFoundError } from '../../plugins/storage';
import type { PaymentDeps } from './paymentDeps';

const { paymentRequests } = tables;

/** A stored file of a request: where its bytes are and how to name them. */
export interface StoredFileOf {
  storageKey: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
}

/**
 * A file of a request (its invoice, the customer's proof of funding, the payout's
 * confirmation), for its owner and for admins (files are served only through authorised
 * routes), served exactly like a KYB document: another customer's request, a request
 * without the file and one that does not exist are all 404.
 */
export async function sendStoredFile(
  deps: PaymentDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  pick: (row: PaymentRequestRow) => StoredFileOf,
) {
  const account = accountOf(request);
  const [row] = await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  if (!row || !mayReadPayment(account, { ownerId: row.userId, status: row.status })) throw notFound();
  const file = pick(row);
  if (!file.storageKey || !file.fileName || !file.contentType) throw notFound();
  let stream;
  try {
    stream = await deps.files.open(file.storageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError) {
      request.log.error({ paymentId: row.id }, 'a payment request has no stored file');
      throw notFound();
    }
    request.log.error({ err: error }, 'could not read a stored file');
    throw new ApiError(503, 'The file cannot be read at the moment. Please try again in a few minutes.', {
      code: ERROR_CODES.storageUnavailable,
    });
  }
  return reply
    .headers(
      downloadHeaders({
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes ?? 0,
      }),
    )
    .send(stream);
}

/** A request's invoice (spec §3 invoiceFile). */
export const sendInvoice = (deps: PaymentDeps, request: FastifyRequest, reply: FastifyReply, id: string) =>
  sendStoredFile(deps, request, reply, id, (row) => ({
    storageKey: row.invoiceStorageKey,
    fileName: row.invoiceFileName,
    contentType: row.invoiceContentType,
    sizeBytes: row.invoiceSizeBytes,
  }));
