import type { AdminDataSource, Decision, PendingRegistration } from '@portal/contracts';
import { ReviewList, useReviewQueue } from '../../common';
import { RegistrationCard } from './RegistrationCard';

const read = (source: AdminDataSource) => source.listPendingRegistrations();
const decide = (source: AdminDataSource, id: string, decision: Decision) =>
  source.decideRegistration(id, decision);
const announce = (registration: PendingRegistration, decision: Decision) =>
  `Registration for ${registration.name} (${registration.companyName}) ${decision}.`;

/** Spec §4: approving or rejecting a registration takes it off the list. */
export function PendingRegistrationList() {
  const queue = useReviewQueue({ read, decide, announce });
  return (
    <ReviewList
      queue={queue}
      label="Pending registrations"
      empty="No registrations are waiting for review."
      renderItem={(registration, actions) => <RegistrationCard registration={registration} {...actions} />}
    />
  );
}
