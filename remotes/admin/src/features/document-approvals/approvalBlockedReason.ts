import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { REQUIRED_FOR_DOCUMENT_APPROVAL, type DocumentType } from '@portal/contracts/documents';
import type { DocumentApprovalRow } from '@portal/contracts/review';

/** The documents an approval requires (BVN, CAC) not yet uploaded; approval waits for none. */
export function documentsMissingForApproval(documents: DocumentApprovalRow['documents']): DocumentType[] {
  return REQUIRED_FOR_DOCUMENT_APPROVAL.filter(
    (type) => !documents.some((document) => document.type === type && document.uploaded),
  );
}

/** Why Approve is unavailable (BVN and CAC must be uploaded first), or undefined when it is not. */
export function approvalBlockedReason(documents: DocumentApprovalRow['documents']): string | undefined {
  const missing = documentsMissingForApproval(documents);
  if (missing.length === 0) return undefined;
  const names = missing.map((type) => DOCUMENT_TYPE_LABELS[type]).join(' and ');
  return `Cannot approve until BVN and CAC are uploaded (missing: ${names}).`;
}
