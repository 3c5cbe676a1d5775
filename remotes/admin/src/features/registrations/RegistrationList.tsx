import type { AdminDecision, AdminReviewQuery } from '@portal/contracts/admin';
import type { RegistrationRow } from '@portal/contracts/review';
import type { Decision } from '@portal/contracts/status';
import type { AdminDataSource } from '../../api';
import { DEFAULT_REVIEW_QUERY, FilteredReviewList, useFilteredReviewQueue, type ReviewPage } from '../review';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { RegistrationCard } from './RegistrationCard';

/** The server pages registrations, newest sign-up first; "Load more" reads the page after the cursor. */
async function list(
  source: AdminDataSource,
  query: AdminReviewQuery,
  cursor: string | null,
): Promise<ReviewPage<RegistrationRow>> {
  const page = await source.listRegistrations(query, cursor);
  return { rows: page.registrations, nextCursor: page.nextCursor };
}
const decide = (source: AdminDataSource, id: string, decision: AdminDecision) =>
  source.decideRegistration(id, decision);
// A customer may be reviewed before they have named their company: then their name alone says whose it is.
const subject = (registration: RegistrationRow) =>
  registration.companyName ? `${registration.name} (${registration.companyName})` : registration.name;
const announce = (registration: RegistrationRow, decision: Decision) =>
  `Registration for ${subject(registration)} ${decision}.`;

function empty({ status, search }: AdminReviewQuery): string {
  if (search) return `No registrations match "${search}".`;
  if (status === 'pending') return 'No registrations are waiting for review.';
  if (status === 'all') return 'No one has registered yet.';
  return `No registrations have been ${status}.`;
}

/** Under Pending, approving or rejecting a registration takes it off the list. */
export function RegistrationList() {
  const queue = useFilteredReviewQueue({
    name: 'registrations',
    list,
    decide,
    announce,
    initialQuery: DEFAULT_REVIEW_QUERY,
  });
  const mayDecide = useStaffMayDo('reviewCustomers');
  return (
    <>
      {!mayDecide && <StaffRoleNote reads="registrations" cannot="approve or reject them" />}
      <FilteredReviewList
        queue={queue}
        label="Registrations"
        what="registration"
        subject={subject}
        empty={empty}
        renderItem={(registration, actions) => <RegistrationCard registration={registration} {...actions} />}
      />
    </>
  );
}
