import { useCallback } from 'react';
import type { CustomerDocument, DocumentSet } from '@portal/contracts';
import { RequestError, useCustomerDataSource } from '../../api';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { DocumentsSubmitted } from './DocumentsSubmitted';
import { DocumentUploadForm } from './DocumentUploadForm';

export interface DocumentUploadProps {
  /** The customer's documents, or null while they are not known. */
  documents: CustomerDocument[] | null;
  /** The documents on the server changed (or may have): read them again. */
  onDocumentsChanged: () => void;
}

/**
 * The upload form, busy while the upload runs, the success screen once the server
 * has taken the files (201), and the empty form again 5 seconds later.
 */
export function DocumentUpload({ documents, onDocumentsChanged }: DocumentUploadProps) {
  const source = useCustomerDataSource();
  const send = useCallback(
    async (chosen: DocumentSet) => {
      try {
        const received = await source.submitDocuments(chosen);
        onDocumentsChanged();
        return received.length;
      } catch (failure) {
        // A conflict means a document was decided meanwhile: show where things stand.
        if (failure instanceof RequestError && failure.status === 409) onDocumentsChanged();
        throw failure;
      }
    },
    [source, onDocumentsChanged],
  );
  const cycle = useSubmissionCycle(send);
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
