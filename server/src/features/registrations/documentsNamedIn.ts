import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';

/**
 * The words by which a reviewer's reason names each document. BVN and TIN are also profile
 * numbers; naming them still points at their document, the one the customer can send again.
 */
const NAMES: Readonly<Record<DocumentType, RegExp>> = {
  bvn: /\bbvn\b|bank verification number/i,
  cac: /\bcac\b|certificate of incorporation|incorporation certificate/i,
  proofOfAddress: /proof of address|utility bill|address proof/i,
  tin: /\btin\b|tax identification/i,
  directorInfo: /\bdirectors?\b/i,
};

/** The documents a registration's refusal names ("The CAC certificate is for another company": cac). */
export function documentsNamedIn(reason: string): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => NAMES[type].test(reason));
}
