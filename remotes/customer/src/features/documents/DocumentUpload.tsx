import type { CustomerDocument } from '@portal/contracts/documents';
import type { DocumentsPageState } from '@portal/ui/words/onboardingNextStep';
import { useSubmitDocumentsMutation, type DocumentSet } from '../../api';
import { useUploadProgress } from '../file-upload';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { DocumentsClosed } from './DocumentsClosed';
import { DocumentsSubmitted } from './DocumentsSubmitted';
import { DocumentUploadForm } from './DocumentUploadForm';

export interface DocumentUploadProps {
  /** The customer's documents, or null while they are not known. */
  documents: CustomerDocument[] | null;
  /** From the onboarding state: the form only while something is to upload or redo. */
  pageState?: DocumentsPageState;
}

/**
 * The upload form, busy while the upload runs, the success screen once the server
 * has taken the files (201), and the empty form again 5 seconds later. While the files
 * go, each chosen field shows the share sent so far. The upload
 * mutation reads the documents again after it (see useSubmitDocumentsMutation).
 * With nothing left to upload (all under review, or approved) it says so instead
 * of offering "Submit Documents".
 */
export function DocumentUpload({ documents, pageState = { kind: 'open' } }: DocumentUploadProps) {
  const upload = useUploadProgress();
  const { mutateAsync } = useSubmitDocumentsMutation(upload.onProgress);
  const cycle = useSubmissionCycle(async (chosen: DocumentSet) => (await mutateAsync(chosen)).length);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);

  if (cycle.phase === 'submitted' && cycle.result !== null)
    return <DocumentsSubmitted fileCount={cycle.result} />;
  // After the success screen (it stays its 5 seconds), not instead of it.
  if (pageState.kind !== 'open' && cycle.phase !== 'submitting') return <DocumentsClosed state={pageState} />;
  return (
    <div ref={formArea}>
      <DocumentUploadForm
        documents={documents}
        submitting={cycle.phase === 'submitting'}
        progress={upload.progressWhile(cycle.phase === 'submitting')}
        onSubmit={(chosen) => {
          upload.restart();
          void cycle.submit(chosen);
        }}
        submitError={cycle.error}
        onDismissSubmitError={cycle.dismissError}
        fieldErrors={cycle.fieldErrors}
        onFieldChanged={cycle.clearFieldError}
      />
    </div>
  );
}
