import { Link } from 'react-router-dom';
import { registrationReviewPagePath } from '@portal/contracts/registrationReview';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import { Alert, StatusBadge } from '@portal/ui';
import { DetailList, SubmittedDate } from '../details';
import { DecisionActions, decisionDetails, ReviewCard, type ReviewItemActions } from '../review';
import { useStaffMayDo } from '../staff-role';
import { approvalBlockedReason } from './approvalBlockedReason';
import { DocumentChecklist } from './DocumentChecklist';
import { useOpenDocument } from './useOpenDocument';

/** Why a refused registration's set offers no decision (trutha, issue 31 review item 4). */
export const REFUSED_REGISTRATION_NOTE =
  'Not approved. Its documents are reviewed again once the customer uploads new ones.';

export interface DocumentApprovalCardProps extends ReviewItemActions {
  approval: DocumentApprovalRow;
}

/**
 * One customer's documents; once decided it shows who decided and when, and offers
 * nothing more (a decision is final).
 */
export function DocumentApprovalCard({ approval, busy, onDecide }: DocumentApprovalCardProps) {
  const opener = useOpenDocument();
  const mayDecide = useStaffMayDo('reviewCustomers');
  return (
    <ReviewCard title={approval.companyName || approval.userName}>
      <DetailList
        details={[
          { label: 'User', value: approval.userName },
          { label: 'Email', value: <a href={`mailto:${approval.email}`}>{approval.email}</a>, double: true },
          { label: 'Submitted', value: <SubmittedDate iso={approval.submittedAt} /> },
          { label: 'Status', value: <StatusBadge status={approval.status} /> },
          ...(approval.registrationRefused
            ? [{ label: 'Registration', value: REFUSED_REGISTRATION_NOTE, wide: true }]
            : []),
          ...decisionDetails(approval),
        ]}
      />
      <DocumentChecklist
        documents={approval.documents}
        opener={opener}
        registrationRefused={approval.registrationRefused}
      />
      <p>
        <Link to={registrationReviewPagePath(approval.userId)}>
          Review each document of {approval.companyName || approval.userName} beside the profile
        </Link>
      </p>
      {opener.error && (
        <Alert tone="error" onDismiss={opener.dismissError}>
          {opener.error}
        </Alert>
      )}
      {approval.status === 'pending' && mayDecide && (
        <DecisionActions
          busy={busy}
          onDecide={onDecide}
          approveBlockedBecause={approvalBlockedReason(approval.documents)}
        />
      )}
    </ReviewCard>
  );
}
