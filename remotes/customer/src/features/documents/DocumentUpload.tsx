import type { CustomerDocument } from '@portal/contracts';
import { useSubmitDocumentsMutation, type DocumentSet } from '../../api';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { DocumentsSubmitted } from './DocumentsSubmitted';
import { DocumentUploadForm } from './DocumentUploadForm';

export interface DocumentUploadProps {
  /** The customer's documents, or null while they are not known. */
  documents: CustomerDocument[] | null;
}

/**
 * The upload form, busy while the upload runs, the success screen once the server
 * has taken the files (201), and the empty form again 5 seconds later. The upload
 * mutation reads the documents again after it (see useSubmitDocumentsMutation).
 */
export function DocumentUpload({ documents }: DocumentUploadProps) {
  const { mutateAsync } = useSubmitDocumentsMutation();
  const cycle = useSubmissionCycle(async (chosen: DocumentSet) => (await mutateAsync(chosen)).length);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);

  if (cycle.phase === 'submitted' && cycle.result !== null)
    return <DocumentsSubmitted fileCount={cycle.result} />;
  return (
    <div ref={formArea}>
      <DocumentUploadForm
        documents={documents}
        submitting={cycle.phase === 'submitting'}
        onSubmit={(chosen) => void cycle.submit(chosen)}
        submitError={cycle.error}
        onDismissSubmitError={cycle.dismissError}
        fieldErrors={cycle.fieldErrors}
        onFieldChanged={cycle.clearFieldError}
      />
    </div>
  );
}
