import { currentDocuments, DOCUMENT_TYPES, type CustomerDocument } from '@portal/contracts/documents';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import {
  Alert,
  EmptyState,
  Eye,
  FileUp,
  Icon,
  NotReviewedBadge,
  Skeleton,
  SkeletonBlock,
  SkeletonLine,
  StatusBadge,
} from '@portal/ui';
import { LoadFailed } from '../load-state';
import { formatUploadDate } from './formatUploadDate';
import { useDocumentViewer } from './useDocumentViewer';

export const YOUR_DOCUMENTS_TITLE = 'Your documents';
export const NO_DOCUMENTS_MESSAGE =
  'You have not uploaded any documents yet. Choose your files in the form below and submit them for review.';

/** The current documents in the order of the form: BVN, CAC, proof of address, TIN, directors. */
function inFormOrder(documents: readonly CustomerDocument[]): CustomerDocument[] {
  return currentDocuments(documents).sort(
    (a, b) =>
      DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) ||
      a.uploadedAt.localeCompare(b.uploadedAt),
  );
}

/**
 * One document row's shapes: most customers who come back have a document or two,
 * and a new one sees the empty state, which is about as tall as one row.
 */
function DocumentListSkeleton() {
  return (
    <Skeleton label="Loading your documents…">
      <ul className="document-list">
        <li className="document-row">
          <div className="document-details">
            <p className="document-type">
              <SkeletonLine width="10em" />
            </p>
            <p className="document-file">
              <SkeletonLine width="14em" />
            </p>
            <p className="muted">
              <SkeletonLine width="9em" />
            </p>
          </div>
          <SkeletonBlock width="7em" height="1.5em" radius="999px" />
          <SkeletonBlock width="5.5em" height={44} />
        </li>
      </ul>
    </Skeleton>
  );
}

export interface DocumentStatusListProps {
  /** The documents once read; undefined while they are read or when they could not be. */
  documents: CustomerDocument[] | undefined;
  loading: boolean;
  onRetry: () => void;
  /**
   * The registration was refused as a whole: a document still pending will not be reviewed, so
   * it is not shown as pending (issue 31 items 3 and 9).
   */
  reviewStopped?: boolean;
  /** Whether a rejected document's reason is already said above (the approval banner). */
  reasonSaidAbove?: (reason: string) => boolean;
}

/** Each current document with its review status, the reason when rejected, and its file. */
export function DocumentStatusList({
  documents,
  loading,
  onRetry,
  reviewStopped = false,
  reasonSaidAbove = () => false,
}: DocumentStatusListProps) {
  const viewer = useDocumentViewer();
  const current = documents ? inFormOrder(documents) : null;

  return (
    <section className="card" aria-labelledby="your-documents-title">
      <h2 id="your-documents-title">{YOUR_DOCUMENTS_TITLE}</h2>
      {loading && <DocumentListSkeleton />}
      {!loading && !documents && <LoadFailed onRetry={onRetry} />}
      {current?.length === 0 && <EmptyState icon={FileUp} title={NO_DOCUMENTS_MESSAGE} />}
      {viewer.error && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={viewer.dismissError}>
            {viewer.error}
          </Alert>
        </div>
      )}
      {current && current.length > 0 && (
        <ul className="document-list">
          {current.map((document) => (
            <li key={document.id} className="document-row" aria-label={DOCUMENT_TYPE_LABELS[document.type]}>
              <div className="document-details">
                <p className="document-type">{DOCUMENT_TYPE_LABELS[document.type]}</p>
                <p className="document-file">{document.fileName}</p>
                <p className="muted">
                  Uploaded <time dateTime={document.uploadedAt}>{formatUploadDate(document.uploadedAt)}</time>
                </p>
                {document.status === 'rejected' && document.reason && !reasonSaidAbove(document.reason) && (
                  <p className="document-reason">Reason: {document.reason}</p>
                )}
              </div>
              {reviewStopped && document.status === 'pending' ? (
                // The same badge staff see for this file (Document Approvals): one state, one name.
                <NotReviewedBadge />
              ) : (
                <StatusBadge status={document.status} />
              )}
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={`View ${document.fileName}`}
                aria-busy={viewer.isOpening(document.id)}
                disabled={viewer.isOpening(document.id)}
                onClick={() => void viewer.view(document)}
              >
                <Icon icon={Eye} />
                View
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
