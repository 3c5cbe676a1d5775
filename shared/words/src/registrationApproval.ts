import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import type { ItemStatus } from '@portal/contracts/status';
import { DOCUMENT_TYPE_LABELS } from './documentTypes';

/**
 * The KYB rule for approving a registration (issue 31 item 8): every one of the five documents of
 * the set (the n/5 badge's, spec §3) is uploaded and approved. The server refuses an approval
 * otherwise (409), and the pending-registrations page disables Approve with the same words.
 */

/** Each type's current document status, or null when none is uploaded. */
export type DocumentStandings = Readonly<Record<DocumentType, ItemStatus | null>>;

/**
 * Why the registration cannot be approved yet, or undefined when it can. Where the documents' own
 * Approve and Reject are on the same page (Registration Review), `documentsAbove` points to them (the decision comes after them)
 * rather than to Document Approvals.
 */
export function registrationApprovalBlockedReason(
  standings: DocumentStandings,
  { documentsAbove = false }: { documentsAbove?: boolean } = {},
): string | undefined {
  const names = (types: readonly DocumentType[]) =>
    types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');
  const missing = DOCUMENT_TYPES.filter((type) => standings[type] === null || standings[type] === 'rejected');
  if (missing.length > 0) {
    return `Cannot approve until all five documents are uploaded and approved (missing: ${names(missing)}).`;
  }
  const waiting = DOCUMENT_TYPES.filter((type) => standings[type] === 'pending');
  if (waiting.length > 0) {
    return documentsAbove
      ? `Cannot approve until each document above is approved (waiting: ${names(waiting)}).`
      : `Cannot approve until its documents are approved under Document Approvals (waiting: ${names(waiting)}).`;
  }
  return undefined;
}

/**
 * A document still pending when its registration was refused as a whole: nobody will review it
 * until the customer uploads again. The customer's documents page and staff's Document Approvals
 * name it with these same words (one state, one name on both sides).
 */
export const REGISTRATION_NOT_APPROVED = 'Registration not approved';

/**
 * The state of such a document, as its own badge on both sides (issue 31 review: the customer read
 * "NOT REVIEWED" where staff read "Registration not approved" in the badge's place). It says what
 * happened to the document: nobody reviewed it, because the registration was refused as a whole.
 */
export const DOCUMENT_NOT_REVIEWED = 'Not reviewed';
