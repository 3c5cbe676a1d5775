import { useSession } from '@portal/auth';
import type { CustomerDataSource } from '@portal/contracts';
import { useReloadableQuery } from '../data-source';
import { DocumentGuidelines } from './DocumentGuidelines';
import { DocumentStatusList } from './DocumentStatusList';
import { DocumentUpload } from './DocumentUpload';

const loadDocuments = (source: CustomerDataSource) => source.listDocuments();

/**
 * The customer's documents as the server has them, and the form to add to them.
 * The form knows the statuses so that it offers only what can still be uploaded;
 * until they have loaded it offers every type (the server refuses an approved one).
 */
export function CustomerDocuments() {
  const { user } = useSession();
  const { state, reload } = useReloadableQuery(`documents:${user?.id ?? ''}`, loadDocuments);

  return (
    <>
      <DocumentStatusList state={state} onRetry={reload} />
      <div className="two-columns">
        <DocumentUpload
          documents={state.status === 'ready' ? state.data : null}
          onDocumentsChanged={reload}
        />
        <DocumentGuidelines />
      </div>
    </>
  );
}
