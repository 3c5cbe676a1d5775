import { PageHeader } from '@portal/ui';
import { CustomerDocuments } from '../features/documents';
import { usePageTitle } from './usePageTitle';

export function DocumentsScreen() {
  usePageTitle('Document Upload');
  return (
    <div className="stack page">
      <PageHeader
        title="Document Upload"
        description="Upload your company verification documents for review."
      />
      <CustomerDocuments />
    </div>
  );
}
