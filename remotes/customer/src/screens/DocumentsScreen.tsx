import { PageHeader } from '@portal/ui';
import { CustomerDocuments, useDocumentsDescription } from '../features/documents';
import { usePageTitle } from './usePageTitle';

export function DocumentsScreen() {
  usePageTitle('Document Upload');
  const description = useDocumentsDescription();
  return (
    <div className="stack page">
      <PageHeader title="Document Upload" description={description} />
      <CustomerDocuments />
    </div>
  );
}
