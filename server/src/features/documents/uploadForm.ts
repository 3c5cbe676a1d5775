import { DOCUMENT_UPLOAD_FIELDS, type DocumentUploadField } from '@portal/contracts/documents';
import * as z from 'zod/mini';

/** The one upload field that takes several files (the directors' documents). */
const MULTI_FILE_FIELD: DocumentUploadField = 'directorInfoFiles';

/**
 * The upload form, for the route's declaration: one optional file field per document
 * type. The route reads the stream itself (receiveFiles), which is where each field
 * and file is checked.
 */
export const documentUploadSchema = z.object(
  Object.fromEntries(
    (Object.keys(DOCUMENT_UPLOAD_FIELDS) as DocumentUploadField[]).map((field) => [
      field,
      z.optional(field === MULTI_FILE_FIELD ? z.array(z.file()) : z.file()),
    ]),
  ),
);
