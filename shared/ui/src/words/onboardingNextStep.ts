import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import type { Onboarding } from '@portal/contracts/onboarding';
import type { ItemStatus } from '@portal/contracts/status';

/**
 * One voice for onboarding (D40): the banner, the dashboard checklist and the
 * documents page all say the ONE next step this function derives from the
 * server's onboarding answer, so no screen can still ask for documents that are in.
 */

/**
 * The words for a document's or a registration's status, on every screen (badges upper-case them).
 * The same words as the dashboard's checklist and Approval Status (issue 31, review item 13: one
 * state was "Pending", "In review" and "under review"; another "Rejected" and "Not approved").
 */
export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = {
  pending: 'In review',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const ONBOARDING_PATHS = {
  documents: '/dashboard/documents',
  profile: '/dashboard/profile',
  firstPayment: '/dashboard/payments',
} as const;

/** The spec's banner link label (§2 Approval banner). */
const UPLOAD_DOCUMENTS_LABEL = 'Upload Documents';

export interface DocumentToRedo {
  type: DocumentType;
  label: string;
  reason: string | null;
}

export type OnboardingNextStep =
  /** Nothing submitted and the profile not complete: the profile is the first step (Profile, Documents, Approval). */
  | { kind: 'profileFirst'; missing: Onboarding['profile']['missing'] }
  /** No document uploaded yet (the profile is complete, or unknown). */
  | { kind: 'nothingSubmitted'; missing: DocumentType[] }
  /** Some documents in, others still to upload. */
  | { kind: 'documentsMissing'; missing: DocumentType[] }
  /** A reviewer rejected documents: upload these again. */
  | { kind: 'documentsRejected'; redo: DocumentToRedo[] }
  /** Every document is in but the profile is not complete. */
  | { kind: 'profileMissing'; missing: Onboarding['profile']['missing'] }
  /** Everything is in; nothing to do but wait. `since` is an ISO time or null when unknown. */
  | { kind: 'underReview'; since: string | null }
  /** The registration was refused as a whole, with the reviewer's reason. */
  | { kind: 'registrationRejected'; reason: string | null }
  /** Approved: the next step is the first payment. */
  | { kind: 'approved' };

/** The one next step for this onboarding state; the first unfinished thing wins. */
export function onboardingNextStep(onboarding: Onboarding): OnboardingNextStep {
  const { registration, documents, profile } = onboarding;
  if (registration.status === 'approved') return { kind: 'approved' };
  // A refused registration is said as such even when its refusal rejected the document it names
  // (trutha): the customer's new upload puts it back in review.
  if (registration.status === 'rejected')
    return { kind: 'registrationRejected', reason: registration.reason };
  if (documents.rejections.length > 0) {
    return {
      kind: 'documentsRejected',
      redo: documents.rejections.map(({ type, reason }) => ({
        type,
        label: DOCUMENT_TYPE_LABELS[type],
        reason,
      })),
    };
  }
  const missing = DOCUMENT_TYPES.filter((type) => !documents.uploaded.includes(type));
  if (documents.uploaded.length === 0) {
    // The checklist's order: a customer who has done nothing starts with the profile.
    return profile.complete
      ? { kind: 'nothingSubmitted', missing }
      : { kind: 'profileFirst', missing: profile.missing };
  }
  if (missing.length > 0) return { kind: 'documentsMissing', missing };
  if (!profile.complete) return { kind: 'profileMissing', missing: profile.missing };
  return { kind: 'underReview', since: documents.submittedAt };
}

export interface NextStepMessage {
  text: string;
  /** Where to act, absent when there is nothing for the customer to do. */
  action?: { to: string; label: string };
}

const listOf = (types: readonly DocumentType[]): string =>
  types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');

/**
 * "26 Nov 2026": the date alone, in the portal's English, joined by no-break spaces so a sentence
 * never splits it ("since 28" / "Nov 2026", shots8).
 */
export const formatReviewDate = (iso: string): string =>
  new Date(iso)
    .toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    .replace(/ /g, '\u00a0');

/**
 * Whether a refused registration's reason names a document (issue 31 items 3 and 9): then the
 * customer's next move is a new upload, not the profile. BVN and TIN are also profile numbers, so
 * only words that belong to files count ("CAC", "certificate", "proof of address", "document"…).
 */
export function reasonNamesDocument(reason: string | null): boolean {
  return /\b(cac|certificate|documents?|upload|proof of address|utility bill|director|file|scan|unreadable|blurred)\b/i.test(
    reason ?? '',
  );
}

const redoLine = ({ label, reason }: DocumentToRedo): string => (reason ? `${label} (${reason})` : label);

/** "Your registration was not approved. Reason: …", then `request` unless the reason already asks it. */
function refusalText(reason: string | null, asks: RegExp, request: string): string {
  const given = reason?.trim() ? reason.trim().replace(/([^.!?])$/, '$1.') : null;
  if (!given) return `Your registration was not approved. No reason was given. ${request}`;
  return `Your registration was not approved. Reason: ${given}${asks.test(given) ? '' : ` ${request}`}`;
}

/** The step in words, with its link: the approval banner's text, on every page while not approved. */
export function nextStepMessage(step: OnboardingNextStep): NextStepMessage {
  const upload = { to: ONBOARDING_PATHS.documents, label: UPLOAD_DOCUMENTS_LABEL };
  switch (step.kind) {
    case 'profileFirst':
      return {
        text: 'Please start with your company profile, then upload your verification documents, so that VendorBridge can review and approve your account.',
        action: { to: ONBOARDING_PATHS.profile, label: 'Complete Profile' },
      };
    case 'nothingSubmitted':
      return {
        // Nothing is under review yet (issue 31.4): the spec's "Your account is under review" is
        // said only once everything is in (decisions: the banner says what is so).
        text: 'Please upload your verification documents so that VendorBridge can review and approve your account.',
        action: upload,
      };
    case 'documentsMissing':
      return {
        text: `Please upload the documents still missing: ${listOf(step.missing)}. Your account is reviewed once everything is in.`,
        action: upload,
      };
    case 'documentsRejected':
      return {
        text: `Please upload again: ${step.redo.map(redoLine).join('; ')}.`,
        action: upload,
      };
    case 'profileMissing':
      return {
        text: 'Your documents are in. Please complete your company profile so that VendorBridge can approve your account.',
        action: { to: ONBOARDING_PATHS.profile, label: 'Complete Profile' },
      };
    case 'underReview':
      return {
        text: step.since
          ? `Everything is submitted. Your account has been under review since ${formatReviewDate(step.since)}.`
          : 'Everything is submitted. Your account is under review.',
      };
    case 'registrationRejected':
      // The link goes where the reason points: a document named, the upload; else the profile.
      // The request is added only when the reviewer's reason does not already make it, so the
      // text never doubles itself ("Please upload your own. Please upload the document again.").
      return reasonNamesDocument(step.reason)
        ? {
            text: refusalText(step.reason, /\bupload/i, 'Please upload the document again.'),
            action: upload,
          }
        : {
            text: refusalText(step.reason, /\bprofile\b/i, 'Please check your profile.'),
            action: { to: ONBOARDING_PATHS.profile, label: 'Go to Profile Management' },
          };
    case 'approved':
      return {
        text: 'Your account is approved. You can now make your first payment.',
        action: { to: ONBOARDING_PATHS.firstPayment, label: 'Make your first payment' },
      };
  }
}

/**
 * Once approved: the first payment's invitation while the business has sent none, else where
 * payments start (an approved customer who pays is not told to make a first payment).
 */
export function approvedMessage(hasPayments: boolean): NextStepMessage {
  return hasPayments
    ? {
        text: 'Your account is approved. Start a new payment whenever you need one.',
        action: { to: ONBOARDING_PATHS.firstPayment, label: 'New payment' },
      }
    : nextStepMessage({ kind: 'approved' });
}

/**
 * What the documents page offers: the upload form while something is missing or to
 * redo; none while everything is under review (nothing to submit); the approval and
 * the first payment once the registration is approved.
 */
export type DocumentsPageState =
  { kind: 'open' } | { kind: 'inReview'; since: string | null } | { kind: 'approved' };

export function documentsPageState(onboarding: Onboarding): DocumentsPageState {
  const step = onboardingNextStep(onboarding);
  if (step.kind === 'approved') return { kind: 'approved' };
  if (step.kind === 'underReview' || step.kind === 'profileMissing') {
    return { kind: 'inReview', since: onboarding.documents.submittedAt };
  }
  return { kind: 'open' };
}
