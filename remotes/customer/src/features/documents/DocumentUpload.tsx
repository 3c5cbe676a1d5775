import { useCallback } from 'react';
import type { DocumentSet } from '@portal/contracts';
import { useCustomerDataSource } from '../data-source';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { countFiles } from './documentFields';
import { DocumentsSubmitted } from './DocumentsSubmitted';
import { DocumentUploadForm } from './DocumentUploadForm';

/** The upload form, its 2 second wait, the success screen and the reset 5 seconds later. */
export function DocumentUpload() {
  const source = useCustomerDataSource();
  const send = useCallback(
    async (documents: DocumentSet) => {
      await source.submitDocuments(documents);
      return countFiles(documents);
    },
    [source],
  );
  const cycle = useSubmissionCycle(send);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);

  if (cycle.phase === 'submitted' && cycle.result !== null)
    return <DocumentsSubmitted fileCount={cycle.result} />;
  return (
    <div ref={formArea}>
      <DocumentUploadForm
        submitting={cycle.phase === 'submitting'}
        onSubmit={(documents) => void cycle.submit(documents)}
        submitError={cycle.error}
        onDismissSubmitError={cycle.dismissError}
      />
    </div>
  );
}
