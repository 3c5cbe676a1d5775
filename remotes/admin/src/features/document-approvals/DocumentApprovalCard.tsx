import { Link } from 'react-router-dom';
import { registrationReviewPagePath } from '@portal/contracts/registrationReview';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import { Alert, StatusBadge } from '@portal/ui';
import { DetailList, SubmittedDate } from '../details';
import { DecisionActions, decisionDetails, ReviewCard, type ReviewItemActions } from '../review';
import { RegistrationStatus } from '../registrations';
import { useStaffMayDo } from '../staff-role';
import { approvalBlockedReason } from './approvalBlockedReason';
import { DocumentChecklist } from './DocumentChecklist';
import { useOpenDocument } from './useOpenDocument';

/** Why a refused registration's set offers no decision (trutha, issue 31 review item 4). */
export const REFUSED_REGISTRATION_NOTE =
  'Not approved. Its documents are reviewed again once the customer uploads new ones.';

/** Which of the five types has a current upload, as the registration list counts them. */
const presenceOf = (documents: DocumentApprovalRow['documents']) =>
  Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      documents.some((document) => document.type === type && document.uploaded),
    ]),
  ) as Record<(typeof DOCUMENT_TYPES)[number], boolean>;

/**
 * A waiting set is submitted once all five are in (shots8: Adeleke Foods, 4 of 5 not uploaded, read
 * "IN REVIEW · Submitted …"). Until then it reads as the registration list does, "Not submitted"
 * with what is missing, and its date is the last upload's, not a submission's.
 */
function setSubmitted(approval: DocumentApprovalRow): boolean {
  if (approval.status !== 'pending' || approval.registrationRefused) return true;
  return Object.values(presenceOf(approval.documents)).every(Boolean);
}

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
  const submitted = setSubmitted(approval);
  return (
    <ReviewCard title={approval.companyName || approval.userName}>
      <DetailList
        details={[
          { label: 'User', value: approval.userName },
          { label: 'Email', value: <a href={`mailto:${approval.email}`}>{approval.email}</a>, double: true },
          {
            label: submitted ? 'Submitted' : 'Last upload',
            value: <SubmittedDate iso={approval.submittedAt} />,
          },
          submitted
            ? { label: 'Status', value: <StatusBadge status={approval.status} /> }
            : {
                label: 'Status',
                value: (
                  <RegistrationStatus
                    registration={{
                      status: 'pending',
                      submitted: false,
                      documents: presenceOf(approval.documents),
                    }}
                  />
                ),
                wide: true,
              },
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
