import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { Onboarding, ProfileChecklistField } from '@portal/contracts/onboarding';
import { reasonNamesDocument } from '@portal/ui/words/onboardingNextStep';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';

/** The profile fields as the Profile Management form names them. */
export const PROFILE_FIELD_LABELS: Record<ProfileChecklistField, string> = {
  companyName: 'Company Name',
  phone: 'Phone',
  address: 'Address',
  bvn: 'BVN',
  tin: 'TIN',
  directorInfo: 'Directors',
};

/**
 * `later`: a step that starts only once the steps above it are done (nothing is in review yet).
 * `stopped`: documents nobody will review, as the registration was refused as a whole.
 */
export type ChecklistState = 'done' | 'todo' | 'waiting' | 'refused' | 'later' | 'stopped';

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  done: 'Done',
  todo: 'To do',
  waiting: 'In review',
  refused: 'Not approved',
  later: 'Not started',
  stopped: 'Not reviewed',
};

export interface ChecklistItem {
  key: 'profile' | 'documents' | 'approval';
  title: string;
  state: ChecklistState;
  detail: string;
  /** Where to act on it, while there is something to do. */
  action?: { to: string; label: string };
}

function profileItem({ profile }: Onboarding): ChecklistItem {
  if (profile.complete) {
    return { key: 'profile', title: 'Profile', state: 'done', detail: 'Your company profile is complete.' };
  }
  return {
    key: 'profile',
    title: 'Profile',
    state: 'todo',
    detail: `Missing: ${profile.missing.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}.`,
    action: { to: '/dashboard/profile', label: 'Go to Profile Management' },
  };
}

const UPLOAD_ACTION = { to: '/dashboard/documents', label: 'Go to Document Upload' };

/**
 * A refused file is still a file the customer sent, as the documents page lists it, so it counts
 * as uploaded (`documents.uploaded` leaves it out, which read "4 of 5 uploaded" beside a page of
 * five files): "5 of 5 uploaded".
 */
function uploadedCount({ documents }: Onboarding): string {
  const sent = new Set([...documents.uploaded, ...documents.rejections.map(({ type }) => type)]).size;
  return `${sent} of ${DOCUMENT_TYPES.length} uploaded`;
}

/** "1 not approved: CAC", or null when none was refused. */
function notApproved({ documents }: Onboarding): string | null {
  const { rejections } = documents;
  if (rejections.length === 0) return null;
  return `${rejections.length} not approved: ${rejections.map(({ type }) => DOCUMENT_TYPE_LABELS[type]).join(', ')}`;
}

/** "5 of 5 uploaded, 1 not approved: CAC". */
const uploadedSummary = (onboarding: Onboarding): string =>
  [uploadedCount(onboarding), notApproved(onboarding)].filter(Boolean).join(', ');

/**
 * The documents a refusal asks a new file of: those refused one by one, else those its reason
 * names ("The CAC certificate is for another company" names the CAC), else none.
 */
function documentsToRenew({ documents, registration }: Onboarding): string | null {
  const refused = documents.rejections.map(({ type }) => DOCUMENT_TYPE_LABELS[type]);
  const reason = registration.reason ?? '';
  const named = DOCUMENT_TYPES.map((type) => DOCUMENT_TYPE_LABELS[type]).filter((label) =>
    new RegExp(`\\b${label}\\b`, 'i').test(reason),
  );
  const labels = refused.length > 0 ? refused : named;
  return labels.length > 0 ? [...new Set(labels)].join(', ') : null;
}

function refusedRegistrationDocuments(onboarding: Onboarding): ChecklistItem {
  const uploaded = uploadedSummary(onboarding);
  if (reasonNamesDocument(onboarding.registration.reason)) {
    // Not "upload the one the reason names again": the reason asks for a different file.
    const renew = documentsToRenew(onboarding);
    return {
      key: 'documents',
      title: 'Documents',
      state: 'refused',
      detail: `${uploaded}. Upload a new ${renew ?? 'file'} as the reason says.`,
      action: UPLOAD_ACTION,
    };
  }
  return {
    key: 'documents',
    title: 'Documents',
    state: 'stopped',
    detail: `${uploaded}. They were not reviewed, as your registration was not approved.`,
  };
}

function documentsItem(onboarding: Onboarding): ChecklistItem {
  const { documents } = onboarding;
  if (onboarding.registration.status === 'rejected') return refusedRegistrationDocuments(onboarding);
  const total = DOCUMENT_TYPES.length;
  const parts = [uploadedCount(onboarding)];
  if (documents.pending > 0) parts.push(`${documents.pending} in review`); // the words of the file's badge (IN REVIEW)
  const refused = notApproved(onboarding);
  if (refused) {
    const count = documents.rejections.length;
    parts.push(`${refused}; please upload ${count === 1 ? 'it' : 'them'} again`);
  }
  const complete = documents.uploaded.length >= total && documents.rejected === 0;
  const reviewed = complete && documents.pending === 0;
  return {
    key: 'documents',
    title: 'Documents',
    state: reviewed ? 'done' : complete ? 'waiting' : 'todo',
    detail: `${parts.join(', ')}.`,
    action: complete ? undefined : UPLOAD_ACTION,
  };
}

/** Whether the profile is complete and every document is in (none refused): the review can start. */
const submitted = ({ profile, documents }: Onboarding) =>
  profile.complete && documents.uploaded.length >= DOCUMENT_TYPES.length && documents.rejected === 0;

function approvalItem(onboarding: Onboarding): ChecklistItem {
  const { registration } = onboarding;
  if (registration.status === 'approved') {
    return { key: 'approval', title: 'Approval', state: 'done', detail: 'Your account is approved.' };
  }
  if (registration.status === 'rejected') {
    // The reason is the banner's, at the top of the page (said once); the row says where to act
    // when the Documents row does not already.
    return {
      key: 'approval',
      title: 'Approval',
      state: 'refused',
      detail:
        'VendorBridge did not approve your registration: the reason is in the notice at the top of the page.',
      action: reasonNamesDocument(registration.reason)
        ? undefined
        : { to: '/dashboard/profile', label: 'Go to Profile Management' },
    };
  }
  // "In review" only once there is something to review (issue 31): before, it has not started.
  if (!submitted(onboarding)) {
    return {
      key: 'approval',
      title: 'Approval',
      state: 'later',
      detail: 'VendorBridge reviews your account once your profile and documents are in.',
    };
  }
  return {
    key: 'approval',
    title: 'Approval',
    state: 'waiting',
    detail: 'VendorBridge is reviewing your profile and documents.',
  };
}

/** The dashboard checklist, in the order a new customer goes through it. */
export const checklistItems = (onboarding: Onboarding): ChecklistItem[] => [
  profileItem(onboarding),
  documentsItem(onboarding),
  approvalItem(onboarding),
];
