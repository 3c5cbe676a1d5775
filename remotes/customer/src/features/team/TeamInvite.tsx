import { invitationBodySchema, TEAM_MESSAGES } from '@portal/contracts/teams';
import { InviteForm } from '@portal/ui';
import { useInviteMemberMutation } from '../../api';
import { TEAM_PEOPLE } from './teamPeople';

/** Invites a person into the business with one of its roles (owners only). */
export function TeamInvite({ onInvited }: { onInvited: (message: string) => void }) {
  const invite = useInviteMemberMutation();
  return (
    <InviteForm
      label="Invite a member"
      {...TEAM_PEOPLE}
      roleHintFallback="What the person may do in your business."
      schema={invitationBodySchema}
      send={(body) => invite.mutateAsync(body)}
      sending={invite.isPending}
      onInvited={(body) => onInvited(`${TEAM_MESSAGES.invited} to ${body.email}`)}
    />
  );
}
