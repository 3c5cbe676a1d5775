import { MULTI_FILE_DOCUMENT, type DocumentType } from '@portal/contracts/documents';
import type { DocumentRow } from '../../plugins/database';

export interface UploadPlan {
  /** Single-document types whose current version is approved: an upload of them is refused. */
  approvedTypes: DocumentType[];
  /** Current versions the upload replaces; they are kept, marked superseded. */
  supersede: string[];
}

/**
 * What an upload of `incoming` types does to the customer's `current` documents
 * (those not superseded). A single document (BVN, CAC, proof of address, TIN) has
 * one current version: a new upload replaces a pending or rejected one and is
 * refused over an approved one, which is final. Director IDs are many: new ones are
 * added beside the others, and only rejected ones are replaced, since the new
 * upload is what answers their rejection.
 */
export function planUpload(
  current: readonly Pick<DocumentRow, 'id' | 'type' | 'status'>[],
  incoming: readonly DocumentType[],
): UploadPlan {
  const plan: UploadPlan = { approvedTypes: [], supersede: [] };
  for (const type of new Set(incoming)) {
    const ofType = current.filter((row) => row.type === type);
    if (type === MULTI_FILE_DOCUMENT) {
      plan.supersede.push(...ofType.filter((row) => row.status === 'rejected').map((row) => row.id));
    } else if (ofType.some((row) => row.status === 'approved')) {
      plan.approvedTypes.push(type);
    } else {
      plan.supersede.push(...ofType.map((row) => row.id));
    }
  }
  return plan;
}
