import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import { documentsDecisionEmail, type MailMessage } from '../../plugins/mail';

interface DecidedDocument {
  type: string;
  status: string;
  reason: string | null;
}

const labelOf = (type: string) => DOCUMENT_TYPE_LABELS[type as DocumentType];
const inChecklistOrder = (types: readonly string[]) => DOCUMENT_TYPES.filter((type) => types.includes(type));

/**
 * The e-mail of a set decided document by document: approved (every type named), or rejected
 * naming each document to upload again with its reason (one reason alone when one document is
 * rejected; "Label: reason" per document otherwise).
 */
export function setDecisionEmail(
  customer: { email: string; name: string },
  decided: readonly DecidedDocument[],
): MailMessage {
  const rejected = decided.filter((document) => document.status === 'rejected');
  if (rejected.length === 0) {
    const labels = inChecklistOrder(decided.map((document) => document.type)).map(labelOf);
    return documentsDecisionEmail(customer.email, customer.name, { status: 'approved' }, labels);
  }
  const labels = inChecklistOrder(rejected.map((document) => document.type)).map(labelOf);
  const reasons = [...new Set(rejected.map((document) => document.reason ?? ''))];
  const reason =
    reasons.length === 1
      ? (reasons[0] ?? '')
      : rejected.map((document) => `${labelOf(document.type)}: ${document.reason ?? ''}`).join('\n');
  return documentsDecisionEmail(customer.email, customer.name, { status: 'rejected', reason }, labels);
}
