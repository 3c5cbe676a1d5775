import type { DocumentApproval } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { DecisionActions, DetailList, ReviewCard, type ReviewItemActions, SubmittedDate } from '../../common';
import { approvalBlockedReason } from './approvalBlockedReason';
import { DocumentChecklist } from './DocumentChecklist';

export interface DocumentApprovalCardProps extends ReviewItemActions {
  approval: DocumentApproval;
}

/** One customer's documents; once decided it shows the decision and offers nothing more (spec §4). */
export function DocumentApprovalCard({ approval, busy, onDecide }: DocumentApprovalCardProps) {
  return (
    <ReviewCard title={approval.companyName}>
      <DetailList
        details={[
          { label: 'User', value: approval.userName },
          { label: 'Submitted', value: <SubmittedDate iso={approval.submittedAt} /> },
          { label: 'Status', value: <StatusBadge status={approval.status} /> },
        ]}
      />
      <DocumentChecklist documents={approval.documents} />
      {approval.status === 'pending' && (
        <DecisionActions
          busy={busy}
          onDecide={onDecide}
          approveBlockedBecause={approvalBlockedReason(approval.documents)}
        />
      )}
    </ReviewCard>
  );
}
