import type { CustomerDocument } from '@portal/contracts/documents';
import type { DocumentRow } from '../../plugins/database';

/** A stored document as its owner and admins see it (never its storage key). */
export function toCustomerDocument(row: DocumentRow): CustomerDocument {
  return {
    id: row.id,
    type: row.type,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    status: row.status,
    reason: row.reason,
    uploadedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    superseded: row.supersededAt !== null,
  };
}
