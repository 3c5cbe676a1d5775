import type { AdminDataSource, Decision, DocumentApproval } from '@portal/contracts';
import { ReviewList, useReviewQueue } from '../../common';
import { DocumentApprovalCard } from './DocumentApprovalCard';

const read = (source: AdminDataSource) => source.listDocumentApprovals();
const decide = (source: AdminDataSource, id: string, decision: Decision) =>
  source.decideDocumentApproval(id, decision);
const announce = (approval: DocumentApproval, decision: Decision) =>
  `Documents for ${approval.companyName} ${decision}.`;

export function DocumentApprovalList() {
  const queue = useReviewQueue({ read, decide, announce });
  return (
    <ReviewList
      queue={queue}
      label="Document approvals"
      empty="No documents have been submitted for review."
      renderItem={(approval, actions) => <DocumentApprovalCard approval={approval} {...actions} />}
    />
  );
}
