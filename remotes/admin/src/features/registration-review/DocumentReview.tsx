import type { CustomerDocument } from '@portal/contracts/documents';
import type { Decision } from '@portal/contracts/status';
import { NotReviewedBadge, StatusBadge } from '@portal/ui';
import { DecisionActions } from '../review';
import { DocumentViewer, documentTitle } from './DocumentViewer';

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
      <h3 id={headingId}>{documentTitle(document)}</h3>
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
