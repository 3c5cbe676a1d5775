import type { CustomerDocument } from '@portal/contracts/documents';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import type { Decision } from '@portal/contracts/status';
import { NotReviewedBadge, StatusBadge } from '@portal/ui';
import { DecisionActions } from '../review';
import { DocumentViewer } from './DocumentViewer';

export interface DocumentReviewProps {
  document: CustomerDocument;
  mayDecide: boolean;
  /** The registration was refused: a waiting document is not under review until a new upload. */
  registrationRefused: boolean;
  busy: boolean;
  onDecide: (document: CustomerDocument, decision: Decision) => void;
}

/** One current document: its title, decision (with the reason shown to the customer), viewer and its own Approve / Reject. */
export function DocumentReview({
  document,
  mayDecide,
  registrationRefused,
  busy,
  onDecide,
}: DocumentReviewProps) {
  const setAside = registrationRefused && document.status === 'pending';
  const headingId = `document-${document.id}`;
  return (
    <section className="card document-review" aria-labelledby={headingId}>
      {/* The file name is one box: on a phone it moves to its own line rather than break at a hyphen. */}
      <h3 id={headingId}>
        {DOCUMENT_TYPE_LABELS[document.type]}: <span className="whole-word">{document.fileName}</span>
      </h3>
      <p>
        {setAside ? <NotReviewedBadge /> : <StatusBadge status={document.status} />}
        {document.status === 'rejected' && document.reason && (
          <span className="document-reason"> Reason: {document.reason}</span>
        )}
      </p>
      <DocumentViewer document={document} />
      {document.status === 'pending' && !setAside && mayDecide && (
        <DecisionActions busy={busy} onDecide={(decision) => onDecide(document, decision)} />
      )}
    </section>
  );
}
