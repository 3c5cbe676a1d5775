import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { Onboarding } from '@portal/contracts/onboarding';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { PROFILE_FIELD_LABELS } from '../onboarding';

export interface LeftToDo {
  /** "Documents" */
  title: string;
  /** "BVN, CAC, TIN, Director Information": what is missing, in the form's names. */
  what: string;
  to: string;
  label: string;
}

/**
 * What onboarding still needs, named, each with where to do it: "Profile: Phone, Address",
 * "Documents: BVN, CAC, TIN" (the card said "What is left:" above bare links, shots8). A refused
 * document counts as one still to upload.
 */
export function whatIsLeft({ profile, documents }: Onboarding): LeftToDo[] {
  const left: LeftToDo[] = [];
  if (!profile.complete) {
    left.push({
      title: 'Profile',
      what: profile.missing.map((field) => PROFILE_FIELD_LABELS[field]).join(', '),
      to: '/dashboard/profile',
      label: 'Go to Profile Management',
    });
  }
  const refused = new Set(documents.rejections.map(({ type }) => type));
  const missing = DOCUMENT_TYPES.filter((type) => !documents.uploaded.includes(type) || refused.has(type));
  if (missing.length > 0) {
    left.push({
      title: 'Documents',
      what: missing.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', '),
      to: '/dashboard/documents',
      label: 'Go to Document Upload',
    });
  }
  return left;
}
