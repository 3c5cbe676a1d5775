import { PageHeader } from '@portal/ui';
import { DocumentApprovalList } from '../features/document-approvals';
import { usePageTitle } from './usePageTitle';

export function DocumentApprovalsScreen() {
  usePageTitle('Document Approvals');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Document Approvals"
        description="Verification documents submitted by customers. A set can be approved once its BVN and CAC are in; the registration itself needs all five documents approved. A decision is final."
      />
      <DocumentApprovalList />
    </div>
  );
}
