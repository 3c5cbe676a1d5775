import * as z from 'zod/mini';
import { ITEM_STATUSES } from './status';

/**
 * KYB documents (spec §3 document set, D22, D23). A customer uploads one file per
 * single document and any number of director IDs; each upload is a version, and a
 * new upload of a type supersedes its rejected (or still pending) predecessor, which
 * is kept.
 */
export const DOCUMENT_TYPES = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The multipart field each type is sent under: the spec's document-set names. */
export const DOCUMENT_UPLOAD_FIELDS = {
  bvnFile: 'bvn',
  cacFile: 'cac',
  proofOfAddress: 'proofOfAddress',
  tinFile: 'tin',
  directorInfoFiles: 'directorInfo',
} as const satisfies Record<string, DocumentType>;
export type DocumentUploadField = keyof typeof DOCUMENT_UPLOAD_FIELDS;

/** The only type with several files at once. */
export const MULTI_FILE_DOCUMENT: DocumentType = 'directorInfo';

/** Spec §4: documents cannot be approved unless these are there. */
export const REQUIRED_FOR_DOCUMENT_APPROVAL: readonly DocumentType[] = ['bvn', 'cac'];

/** Content types the server accepts, recognised by the file's first bytes (D23). */
export const ACCEPTED_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AcceptedContentType = (typeof ACCEPTED_CONTENT_TYPES)[number];

/** At most this many files in one upload request (five types, directors included). */
export const MAX_FILES_PER_UPLOAD = 20;

export const UPLOAD_MESSAGES = {
  noFiles: 'Please choose at least one document to upload.',
  wrongType: 'This file is not a PDF, JPG or PNG. Please choose a PDF, JPG, JPEG or PNG file.',
  tooLarge: 'This file is larger than 5MB. Please choose a file of 5MB or less.',
  tooManyFiles: `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`,
  alreadyApproved: 'This document has already been approved and cannot be replaced.',
  uploaded: 'Documents uploaded. VendorBridge will review them.',
  unknownField: 'The upload contains a field this form does not have.',
} as const;

export const itemStatusSchema = z.enum(ITEM_STATUSES);

/** One uploaded file as its owner (and an admin) sees it. */
export const customerDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  status: itemStatusSchema,
  /** Why it was rejected, shown to the customer; null otherwise. */
  reason: z.nullable(z.string()),
  uploadedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** A newer upload of the same type replaced it; kept for the record. */
  superseded: z.boolean(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const documentListDataSchema = z.object({ documents: z.array(customerDocumentSchema) });
export type DocumentListData = z.infer<typeof documentListDataSchema>;

/** Documents that count: the latest version of each type (all current director IDs). */
export const currentDocuments = (documents: readonly CustomerDocument[]): CustomerDocument[] =>
  documents.filter((document) => !document.superseded);

/** Where an authorised download of a document is (the owner and admins). */
export const documentFilePath = (id: string) => `/documents/${encodeURIComponent(id)}/file`;
