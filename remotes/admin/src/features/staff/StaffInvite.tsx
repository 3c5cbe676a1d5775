import { STAFF_LIMITS, STAFF_MESSAGES, staffInvitationBodySchema } from '@portal/contracts/staff';
import { InviteForm } from '@portal/ui';
import { StepUpField, useStepUpCode } from '../step-up';
import { STAFF_PEOPLE } from './staffPeople';
import { useInviteStaffMutation } from './staffQueries';

/** Said under the form: how long the e-mailed link works, and what the newcomer does first. */
export const STAFF_INVITE_NOTE = `The invitation email's link works once, for ${STAFF_LIMITS.invitationHours} hours. Newcomers set up an authenticator app before they can use the admin portal.`;

/** Invites a person to the staff with a role (superadmins only), confirmed with the authentication code. */
export function StaffInvite({ onInvited }: { onInvited: (message: string) => void }) {
  const invite = useInviteStaffMutation();
  const code = useStepUpCode();
  return (
    <InviteForm
      label="Invite a staff member"
      {...STAFF_PEOPLE}
      roleHintFallback="What the person may do on the platform."
      schema={staffInvitationBodySchema}
      send={(body) => invite.mutateAsync({ ...body, stepUp: code.stepUp() })}
      sending={invite.isPending}
      handled={code.refused}
      onInvited={(body) => {
        code.clear();
        onInvited(`${STAFF_MESSAGES.invited} to ${body.email}`);
      }}
    >
      <StepUpField {...code.field(invite.isPending)} />
    </InviteForm>
  );
}
