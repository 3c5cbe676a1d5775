import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { RegistrationRow } from '@portal/contracts/review';
import { CircleCheck, Clock, Icon } from '@portal/ui';

/**
 * How many of the five documents are present, as "n/5"; complete only at
 * 5/5. The missing ones are named, so the colour is never the only clue. "All uploaded", not
 * "Complete": beside an Approve that waits for the documents' review, it must not read as approved.
 */
export function DocumentsBadge({ documents }: { documents: RegistrationRow['documents'] }) {
  const missing = DOCUMENT_TYPES.filter((type) => !documents[type]);
  const present = DOCUMENT_TYPES.length - missing.length;
  const complete = missing.length === 0;
  return (
    <span className="documents-count">
      <span className={`badge ${complete ? 'badge-approved' : 'badge-pending'}`} data-complete={complete}>
        <Icon icon={complete ? CircleCheck : Clock} />
        {present}/{DOCUMENT_TYPES.length}
      </span>{' '}
      <span className="documents-count-detail">
        {complete
          ? 'All uploaded'
          : `Missing: ${missing.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ')}`}
      </span>
    </span>
  );
}
