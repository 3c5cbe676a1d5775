import { MAX_UPLOAD_BYTES } from '@portal/contracts/customer';
import {
  DOCUMENT_UPLOAD_FIELDS,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_MESSAGES,
  type DocumentUploadField,
} from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type Db, type UserRow, type DocumentRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import type { FileStore } from '../../plugins/storage';
import { receiveFiles, UPLOAD_REFUSALS } from '../../plugins/uploads';
import { currentDocumentsOf, recordUpload, refuseApproved, type NewDocument } from './documentStore';
import { planUpload } from './uploadPlan';

export interface UploadDeps {
  db: Db;
  files: FileStore;
  uploadTmpDir: string;
  now: () => Date;
}

const DIRECTOR_FIELD: DocumentUploadField = 'directorInfoFiles';

/** Where a document's bytes are kept: never a name the client chose. */
export const storageKeyOf = (userId: string, documentId: string) => `documents/${userId}/${documentId}`;

/** Saves every file; if one fails, removes those that were saved and answers 503. */
async function storeAll(
  deps: UploadDeps,
  request: FastifyRequest,
  items: { key: string; tmpPath: string; contentType: string; sizeBytes: number }[],
) {
  const results = await Promise.allSettled(
    items.map((item) =>
      deps.files.save(item.key, item.tmpPath, { contentType: item.contentType, sizeBytes: item.sizeBytes }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return;
  request.log.error({ err: failure.reason }, 'could not store an uploaded document');
  await removeStored(
    deps,
    request,
    items.filter((_item, i) => results[i]?.status === 'fulfilled').map((item) => item.key),
  );
  throw new ApiError(503, UPLOAD_REFUSALS.storageUnavailable, { code: ERROR_CODES.storageUnavailable });
}

async function removeStored(deps: UploadDeps, request: FastifyRequest, keys: readonly string[]) {
  await Promise.all(
    keys.map((key) =>
      deps.files.remove(key).catch((error: unknown) => {
        request.log.error({ err: error, key }, 'could not remove a stored file of a failed upload');
      }),
    ),
  );
}

/**
 * POST /documents: receives and checks every file first (type by content, size while
 * streaming), refuses a replacement of an approved document before anything is kept,
 * stores the files, then records them in one transaction. Whatever fails, nothing
 * half-done remains: temporary files are always deleted, and stored files are
 * removed again when the transaction does not commit.
 */
export async function uploadDocuments(
  deps: UploadDeps,
  request: FastifyRequest,
  account: Pick<UserRow, 'id' | 'email' | 'name'>,
  /** The business the documents are for (D34): the caller's, keyed by its founding account. */
  business: string,
): Promise<DocumentRow[]> {
  const upload = await receiveFiles(request, {
    fields: DOCUMENT_UPLOAD_FIELDS,
    multiple: [DIRECTOR_FIELD],
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
    tmpDir: deps.uploadTmpDir,
  });
  try {
    if (upload.files.length === 0) {
      throw new ApiError(400, UPLOAD_MESSAGES.noFiles, { code: ERROR_CODES.validation });
    }
    const incoming = upload.files.map((file) => {
      const id = randomUUID();
      const document: NewDocument = {
        id,
        type: file.what,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: storageKeyOf(business, id),
      };
      return { document, tmpPath: file.tmpPath };
    });
    refuseApproved(
      planUpload(
        await currentDocumentsOf(deps.db, business),
        incoming.map(({ document }) => document.type),
      ),
    );

    const items = incoming.map(({ document, tmpPath }) => ({
      key: document.storageKey,
      tmpPath,
      ...document,
    }));
    await storeAll(deps, request, items);
    try {
      return await recordUpload(
        deps.db,
        business,
        account,
        incoming.map(({ document }) => document),
        deps.now(),
      );
    } catch (error) {
      await removeStored(
        deps,
        request,
        items.map((item) => item.key),
      );
      throw error;
    }
  } finally {
    await upload.discard();
  }
}
