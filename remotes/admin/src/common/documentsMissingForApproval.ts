import {
  DOCUMENTS_REQUIRED_FOR_APPROVAL,
  type ReviewedDocument,
  type ReviewedDocumentType,
} from '@portal/contracts';

/** Spec §4: the required documents (BVN, CAC) not yet uploaded; approval waits for none. */
export function documentsMissingForApproval(documents: readonly ReviewedDocument[]): ReviewedDocumentType[] {
  return DOCUMENTS_REQUIRED_FOR_APPROVAL.filter(
    (type) => !documents.some((document) => document.type === type && document.uploaded),
  );
}
