import { ERROR_CODES } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, NOT_AN_OBJECT } from '../../plugins/http';
import { acceptUploads } from '../../plugins/uploads';
import type { PaymentDeps } from './paymentDeps';
import { receiveFormWithFile, type FormWithFile } from './paymentForm';
import type { IncomingInvoice } from './submitPayment';

/** The same bound as the API's other JSON bodies. */
const JSON_BODY_LIMIT = 16 * 1024;

export const NOT_JSON_OR_FORM_BODY = 'Send the body as JSON or as multipart/form-data.';

/**
 * A scope whose routes take JSON, or a multipart form with one optional file (D23),
 * like the payment submission: the funding report's proof, the payout's confirmation.
 */
export async function jsonOrMultipart(scope: FastifyInstance): Promise<void> {
  await acceptUploads(scope);
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    scope.getDefaultJsonParser('error', 'error'),
  );
}

/** The fields and the optional file, from a multipart form or a JSON body (no file). */
export async function readFormWithFile(
  request: FastifyRequest,
  tmpDir: string,
  fileField: string,
): Promise<FormWithFile> {
  if (request.isMultipart()) return receiveFormWithFile(request, tmpDir, fileField);
  if (/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, NOT_AN_OBJECT, { code: ERROR_CODES.validation });
    }
    return { fields: body as Record<string, unknown>, file: null, discard: async () => undefined };
  }
  throw new ApiError(415, NOT_JSON_OR_FORM_BODY, { code: ERROR_CODES.unsupportedMediaType });
}

/** The file's columns once stored (under `folder/<uuid>`), all null without a file. */
export interface StoredUpload {
  storageKey: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  sha256: string | null;
}

/**
 * Stores the checked file before the move's transaction and gives back its columns
 * and a way to remove it again should the move be refused.
 */
export async function storeUpload(
  deps: PaymentDeps,
  file: IncomingInvoice | null,
  folder: string,
): Promise<{ stored: StoredUpload; remove: () => Promise<void> }> {
  if (!file) {
    return {
      stored: { storageKey: null, fileName: null, contentType: null, sizeBytes: null, sha256: null },
      remove: async () => undefined,
    };
  }
  const storageKey = `${folder}/${randomUUID()}`;
  await deps.files.save(storageKey, file.tmpPath, {
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
  });
  return {
    stored: {
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    },
    remove: () => deps.files.remove(storageKey).catch(() => undefined),
  };
}
