import type { PendingRegistration } from '@portal/contracts';
import { DecisionActions, DetailList, ReviewCard, type ReviewItemActions, SubmittedDate } from '../../common';
import { DocumentsBadge } from './DocumentsBadge';

export interface RegistrationCardProps extends ReviewItemActions {
  registration: PendingRegistration;
}

export function RegistrationCard({ registration, busy, onDecide }: RegistrationCardProps) {
  return (
    <ReviewCard title={registration.name}>
      <DetailList
        details={[
          { label: 'Email', value: <a href={`mailto:${registration.email}`}>{registration.email}</a> },
          { label: 'Company', value: registration.companyName },
          { label: 'Submitted', value: <SubmittedDate iso={registration.submittedAt} /> },
          { label: 'Documents', value: <DocumentsBadge documents={registration.documents} /> },
        ]}
      />
      <DecisionActions busy={busy} onDecide={onDecide} />
    </ReviewCard>
  );
}
