import { PageHeader } from '@portal/ui';
import { DocumentApprovalList } from '../features/document-approvals';
import { usePageTitle } from './usePageTitle';

export function DocumentApprovalsScreen() {
  usePageTitle('Document Approvals');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Document Approvals"
        description="Verification documents submitted by customers. Approval needs the BVN and CAC documents. A decision is final."
      />
      <DocumentApprovalList />
    </div>
  );
}
