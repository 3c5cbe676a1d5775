import {
  currentDocuments,
  type CustomerDocument,
  type DocumentType,
  type DocumentUploadField,
} from '@portal/contracts/documents';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import type { DocumentSet } from '../../api';

export type SingleDocument = Exclude<keyof DocumentSet, 'directorInfoFiles'>;

export interface DocumentInput<Name extends DocumentUploadField = DocumentUploadField> {
  /** The multipart field the file is sent under, and the key of the server's refusals. */
  name: Name;
  label: string;
  type: DocumentType;
}

/** The four single documents (BVN, CAC, proof of address, TIN); director files are the fifth input. */
export const SINGLE_DOCUMENTS: DocumentInput<SingleDocument>[] = [
  { name: 'bvnFile', label: DOCUMENT_TYPE_LABELS.bvn, type: 'bvn' },
  { name: 'cacFile', label: DOCUMENT_TYPE_LABELS.cac, type: 'cac' },
  { name: 'proofOfAddress', label: DOCUMENT_TYPE_LABELS.proofOfAddress, type: 'proofOfAddress' },
  { name: 'tinFile', label: DOCUMENT_TYPE_LABELS.tin, type: 'tin' },
];

/**
 * Each upload slot is named as "Your documents" lists its file ("BVN", not "BVN Document";
 * "Director Information", not "Director Information Files"): one document, one name (shots8).
 */
export const DIRECTOR_FILES_LABEL = DOCUMENT_TYPE_LABELS.directorInfo;

export const DIRECTOR_DOCUMENTS: DocumentInput<'directorInfoFiles'> = {
  name: 'directorInfoFiles',
  label: DIRECTOR_FILES_LABEL,
  type: 'directorInfo',
};

export const EMPTY_DOCUMENT_SET: DocumentSet = {
  bvnFile: null,
  cacFile: null,
  proofOfAddress: null,
  tinFile: null,
  directorInfoFiles: [],
};

export const countFiles = (documents: DocumentSet): number =>
  SINGLE_DOCUMENTS.filter(({ name }) => documents[name] !== null).length + documents.directorInfoFiles.length;

/**
 * Where a type stands for the upload form: an approved document cannot be replaced
 * (the server refuses it), a rejected one asks for a new file, anything else can be
 * uploaded (a new file supersedes a pending one).
 */
export type DocumentStanding = { kind: 'open' } | { kind: 'approved' } | { kind: 'rejected'; reason: string };

export function standingOf(
  documents: readonly CustomerDocument[] | null,
  type: DocumentType,
): DocumentStanding {
  const ofType = currentDocuments(documents ?? []).filter((document) => document.type === type);
  if (ofType.some((document) => document.status === 'approved')) return { kind: 'approved' };
  const rejected = ofType.find((document) => document.status === 'rejected');
  if (rejected) return { kind: 'rejected', reason: rejected.reason ?? '' };
  return { kind: 'open' };
}

/**
 * The notice next to the input of a rejected type: what to do. Why is said once on the page,
 * in the banner or under the document's row above, not a third time here (D40).
 */
export const REJECTION_NOTICE = 'Not approved: upload a new file.';
