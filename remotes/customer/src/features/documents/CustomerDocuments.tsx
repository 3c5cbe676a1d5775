import { useState } from 'react';
import { useDocumentsQuery } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { DocumentGuidelines } from './DocumentGuidelines';
import { DocumentStatusList } from './DocumentStatusList';
import { DocumentUpload } from './DocumentUpload';

/**
 * The customer's documents as the server has them, and the form to add to them.
 * The form knows the statuses so that it offers only what can still be uploaded.
 * It appears once the first read has settled: shown earlier it would jump down when
 * the list arrives (a layout shift) and offer types already approved. After a
 * failed read it offers every type (the server refuses an approved one), and it
 * stays through a Retry, keeping the files already chosen.
 */
export function CustomerDocuments() {
  const query = useDocumentsQuery();
  const [settled, setSettled] = useState(false);
  const mayUpload = useMayDo('manageProfile');
  if (!settled && !query.isPending) setSettled(true);

  return (
    <>
      <DocumentStatusList
        documents={query.data}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      />
      {!mayUpload && <RoleNote reads="documents" cannot="upload them" />}
      {settled && mayUpload && (
        <div className="two-columns">
          <DocumentUpload documents={query.data ?? null} />
          <DocumentGuidelines />
        </div>
      )}
    </>
  );
}
