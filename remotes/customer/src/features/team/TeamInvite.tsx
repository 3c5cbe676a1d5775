import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { invitationBodySchema, TEAM_MESSAGES, type InvitationBody } from '@portal/contracts';
import { InviteForm, type InvitationValues } from '@portal/ui';
import { useInviteMemberMutation } from '../../api';
import { TEAM_PEOPLE } from './teamPeople';

const resolver = standardSchemaResolver<InvitationValues, unknown, InvitationBody>(invitationBodySchema);

/** Invites a person into the business with one of its roles (owners only). */
export function TeamInvite({ onInvited }: { onInvited: (message: string) => void }) {
  const invite = useInviteMemberMutation();
  return (
    <InviteForm
      label="Invite a member"
      {...TEAM_PEOPLE}
      roleHintFallback="What the person may do in your business."
      resolver={resolver}
      send={(body) => invite.mutateAsync(body)}
      sending={invite.isPending}
      onInvited={(body) => onInvited(`${TEAM_MESSAGES.invited} to ${body.email}`)}
    />
  );
}
