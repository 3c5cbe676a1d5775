import { useState } from 'react';
import { useSession } from '@portal/auth';
import type { CustomerDataSource } from '@portal/contracts';
import { useCustomerData } from '../../api';
import { DocumentGuidelines } from './DocumentGuidelines';
import { DocumentStatusList } from './DocumentStatusList';
import { DocumentUpload } from './DocumentUpload';

const loadDocuments = (source: CustomerDataSource) => source.listDocuments();

/**
 * The customer's documents as the server has them, and the form to add to them.
 * The form knows the statuses so that it offers only what can still be uploaded.
 * It appears once the first read has settled: shown earlier it would jump down when
 * the list arrives (a layout shift) and offer types already approved. After a
 * failed read it offers every type (the server refuses an approved one), and it
 * stays through a Retry, keeping the files already chosen.
 */
export function CustomerDocuments() {
  const { user } = useSession();
  const { state, reload } = useCustomerData(`documents:${user?.id ?? ''}`, loadDocuments);
  const [settled, setSettled] = useState(false);
  if (!settled && state.status !== 'loading') setSettled(true);

  return (
    <>
      <DocumentStatusList state={state} onRetry={reload} />
      {settled && (
        <div className="two-columns">
          <DocumentUpload
            documents={state.status === 'ready' ? state.data : null}
            onDocumentsChanged={reload}
          />
          <DocumentGuidelines />
        </div>
      )}
    </>
  );
}
