import type { CustomerDocument } from '@portal/contracts/documents';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import {
  CircleCheck,
  CircleX,
  ExternalLink,
  formatFileSize,
  Icon,
  NotReviewedBadge,
  StatusBadge,
} from '@portal/ui';
import type { OpenDocument } from './useOpenDocument';

/** A type whose current file was refused is there but must be sent again, not "Not uploaded". */
const checklistState = (document: DocumentApprovalRow['documents'][number]) =>
  document.uploaded
    ? 'Uploaded'
    : document.files.some((file) => !file.superseded && file.status === 'rejected')
      ? 'Not approved: to upload again'
      : 'Not uploaded';

const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** What a file of a refused registration says instead of "Pending": nobody reviews it until a new upload. */

function DocumentFile({
  file,
  opener,
  registrationRefused,
}: {
  file: CustomerDocument;
  opener: OpenDocument;
  registrationRefused: boolean;
}) {
  const opening = opener.isOpening(file.id);
  return (
    <li className="document-file" data-superseded={file.superseded}>
      <span className="document-file-name">{file.fileName}</span>
      <span className="muted">{formatFileSize(file.sizeBytes)}</span>
      {file.superseded ? (
        <span className="muted">Replaced by a newer upload</span>
      ) : registrationRefused && file.status === 'pending' ? (
        <NotReviewedBadge />
      ) : (
        <StatusBadge status={file.status} />
      )}
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`Open ${file.fileName}`}
        aria-disabled={opening}
        onClick={() => void opener.open(file)}
      >
        <Icon icon={ExternalLink} />
        {opening ? 'Opening…' : 'Open'}
      </button>
    </li>
  );
}

/**
 * Each document type uploaded or not; the director entry also counts its
 * files. Every uploaded file can be opened to check it before deciding.
 */
export function DocumentChecklist({
  documents,
  opener,
  registrationRefused = false,
}: {
  documents: DocumentApprovalRow['documents'];
  opener: OpenDocument;
  /** The registration was refused: its waiting files are not under review. */
  registrationRefused?: boolean;
}) {
  return (
    <ul className="checklist" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.type} data-uploaded={document.uploaded}>
          <div className="checklist-entry">
            <span className="checklist-mark">
              <Icon icon={document.uploaded ? CircleCheck : CircleX} />
            </span>
            <span className="checklist-name">
              {document.name}
              {document.type === 'directorInfo' && ` (${fileCount(document.fileCount)})`}
            </span>
            <span className="checklist-state">{checklistState(document)}</span>
          </div>
          {document.files.length > 0 && (
            <ul className="document-files" aria-label={`${document.name} files`}>
              {document.files.map((file) => (
                <DocumentFile
                  key={file.id}
                  file={file}
                  opener={opener}
                  registrationRefused={registrationRefused}
                />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
