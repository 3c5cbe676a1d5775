import { REVIEWED_DOCUMENT_LABELS, type ReviewedDocument } from '@portal/contracts';
import { documentsMissingForApproval } from '../../common';

/** Why Approve is unavailable (spec §4: BVN and CAC must be uploaded), or undefined when it is not. */
export function approvalBlockedReason(documents: readonly ReviewedDocument[]): string | undefined {
  const missing = documentsMissingForApproval(documents);
  if (missing.length === 0) return undefined;
  const names = missing.map((type) => REVIEWED_DOCUMENT_LABELS[type]).join(' and ');
  return `Cannot approve until BVN and CAC are uploaded (missing: ${names}).`;
}
