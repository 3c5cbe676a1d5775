import type { ReviewedDocument } from '@portal/contracts';

const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** Each document uploaded or not; the director entry also counts its files (spec §3). */
export function DocumentChecklist({ documents }: { documents: ReviewedDocument[] }) {
  return (
    <ul className="checklist" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.type} data-uploaded={document.uploaded}>
          <span className="checklist-mark" aria-hidden="true">
            {document.uploaded ? '✓' : '✗'}
          </span>
          <span className="checklist-name">
            {document.name}
            {document.type === 'directorInfo' && ` (${fileCount(document.fileCount)})`}
          </span>
          <span className="checklist-state">{document.uploaded ? 'Uploaded' : 'Not uploaded'}</span>
        </li>
      ))}
    </ul>
  );
}
