import { Link } from 'react-router-dom';
import { registrationApprovalBlockedReason } from '@portal/words/registrationApproval';
import { registrationReviewPagePath } from '@portal/contracts/registrationReview';
import type { RegistrationRow } from '@portal/contracts/review';
import { DetailList, SubmittedDate, ValueOrNotSet } from '../details';
import { DecisionActions, decisionDetails, ReviewCard, type ReviewItemActions } from '../review';
import { useStaffMayDo } from '../staff-role';
import { DocumentsBadge } from './DocumentsBadge';
import { RegistrationStatus } from './RegistrationStatus';

export interface RegistrationCardProps extends ReviewItemActions {
  registration: RegistrationRow;
}

/**
 * One registration; once decided it shows who decided, when and why, and offers
 * nothing more (a decision is final).
 */
export function RegistrationCard({ registration, busy, onDecide }: RegistrationCardProps) {
  const mayDecide = useStaffMayDo('reviewCustomers');
  return (
    <ReviewCard title={registration.name}>
      <DetailList
        details={[
          { label: 'Email', value: <a href={`mailto:${registration.email}`}>{registration.email}</a> },
          { label: 'Company', value: <ValueOrNotSet value={registration.companyName} /> },
          // The account's creation: a registration is not "submitted" until its documents are in (issue 31).
          { label: 'Signed up', value: <SubmittedDate iso={registration.submittedAt} /> },
          { label: 'Documents', value: <DocumentsBadge documents={registration.documents} /> },
          { label: 'Status', value: <RegistrationStatus registration={registration} /> },
          ...decisionDetails(registration),
        ]}
      />
      <p>
        <Link to={registrationReviewPagePath(registration.id)}>
          Review the profile and documents of {registration.companyName || registration.name}
        </Link>
      </p>
      {registration.status === 'pending' && mayDecide && (
        // The server's KYB rule, said before anyone tries (the server refuses it too, 409).
        <DecisionActions
          busy={busy}
          onDecide={onDecide}
          approveBlockedBecause={registrationApprovalBlockedReason(registration.documentStandings)}
        />
      )}
    </ReviewCard>
  );
}
