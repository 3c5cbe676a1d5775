import { useState } from 'react';
import type { BusinessRole } from '@portal/contracts/roles';
import { TEAM_MESSAGES, type TeamMember } from '@portal/contracts/teams';
import { Alert, MemberList } from '@portal/ui';
import { useChangeMemberRoleMutation } from '../../api';
import { formatDay } from './formatDay';
import { refusalText } from './refusal';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TEAM_PEOPLE } from './teamPeople';

/** Why the only owner has no working role select or Remove. */
export const LAST_OWNER_NOTE =
  'The only owner: make someone else an owner first to change this role or remove them.';

export interface TeamMembersProps {
  members: readonly TeamMember[];
  /** Owners see a role select and Remove per member; others read the list. */
  manage: boolean;
  labelledBy: string;
  onChanged: (message: string) => void;
}

/** The business's members with their roles; an owner's role choice takes effect at once. */
export function TeamMembers({ members, manage, labelledBy, onChanged }: TeamMembersProps) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roleChange = useChangeMemberRoleMutation();

  const changeRole = async (member: TeamMember, role: BusinessRole) => {
    setFailure(null);
    try {
      await roleChange.mutateAsync({ id: member.id, role });
      onChanged(TEAM_MESSAGES.roleChanged);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };

  return (
    <>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <MemberList
        members={members}
        {...TEAM_PEOPLE}
        keeper="owner"
        keeperNote={LAST_OWNER_NOTE}
        manage={manage}
        labelledBy={labelledBy}
        details={(member) => `Joined ${formatDay(member.joinedAt)}`}
        changing={roleChange.isPending}
        onChooseRole={(member, role) => void changeRole(member, role)}
        onRemove={setRemoving}
      />
      {removing && (
        <RemoveMemberDialog
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            onChanged(TEAM_MESSAGES.removed);
          }}
        />
      )}
    </>
  );
}
