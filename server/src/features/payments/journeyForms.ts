import { randomUUID } from 'node:crypto';
import type { IncomingFile } from '../../plugins/uploads';
import type { PaymentDeps } from './paymentDeps';

/** The funding report's and the payout's 415, for a body that is neither JSON nor a form. */
export const NOT_JSON_OR_FORM_BODY = 'Send the body as JSON or as multipart/form-data.';

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
  file: IncomingFile | null,
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
