import { DocumentApprovalList } from '../features/document-approvals';
import { usePageTitle } from './usePageTitle';

export function DocumentApprovalsScreen() {
  usePageTitle('Document Approvals');
  return (
    <div className="admin-screen">
      <h1>Document Approvals</h1>
      <p className="muted">
        Verification documents submitted by customers. Approval needs the BVN and CAC documents. A decision is
        final.
      </p>
      <DocumentApprovalList />
    </div>
  );
}
