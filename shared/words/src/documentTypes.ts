import type { DocumentType } from '@portal/contracts/documents';

/** The name of each KYB document, on the screens and in the server's e-mails and refusals. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  bvn: 'BVN',
  cac: 'CAC',
  proofOfAddress: 'Proof of Address',
  tin: 'TIN',
  directorInfo: 'Director Information',
};
