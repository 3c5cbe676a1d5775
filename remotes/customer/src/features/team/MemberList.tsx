import { useState } from 'react';
import {
  BUSINESS_ROLE_LABELS,
  BUSINESS_ROLES,
  isBusinessRole,
  TEAM_MESSAGES,
  type TeamMember,
} from '@portal/contracts';
import { Alert } from '@portal/ui';
import { useChangeMemberRoleMutation } from '../../api';
import { formatDay } from './formatDay';
import { refusalText } from './refusal';
import { RemoveMemberDialog } from './RemoveMemberDialog';

/** Why the only owner has no working role select or Remove. */
export const LAST_OWNER_NOTE =
  'The only owner: make someone else an owner first to change this role or remove them.';

export interface MemberListProps {
  members: readonly TeamMember[];
  /** Owners see a role select and Remove per member; others read the list. */
  manage: boolean;
  labelledBy: string;
  onChanged: (message: string) => void;
}

/** The business's members with their roles; for an owner, each member's role and removal. */
export function MemberList({ members, manage, labelledBy, onChanged }: MemberListProps) {
  const owners = members.filter((member) => member.role === 'owner').length;
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roleChange = useChangeMemberRoleMutation();

  const changeRole = async (member: TeamMember, value: string) => {
    if (!isBusinessRole(value) || value === member.role) return;
    setFailure(null);
    try {
      await roleChange.mutateAsync({ id: member.id, role: value });
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
      <ul className="team-list" aria-labelledby={labelledBy}>
        {members.map((member) => {
          const lastOwner = member.role === 'owner' && owners <= 1;
          const noteId = `last-owner-${member.id}`;
          return (
            <li key={member.id} className="team-row">
              <div className="team-who breakable">
                <strong>
                  {member.name}
                  {member.you && <span className="muted"> (you)</span>}
                </strong>
                <span className="muted">{member.email}</span>
                <span className="muted">Joined {formatDay(member.joinedAt)}</span>
              </div>
              {manage ? (
                <div className="team-controls">
                  <div className="field">
                    <label htmlFor={`role-${member.id}`}>Role of {member.name}</label>
                    <select
                      id={`role-${member.id}`}
                      value={member.role}
                      disabled={lastOwner || roleChange.isPending}
                      aria-describedby={lastOwner ? noteId : undefined}
                      onChange={(event) => void changeRole(member, event.target.value)}
                    >
                      {BUSINESS_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {BUSINESS_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Remove ${member.name}`}
                    disabled={lastOwner}
                    aria-describedby={lastOwner ? noteId : undefined}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </button>
                  {lastOwner && (
                    <p id={noteId} className="muted team-note">
                      {LAST_OWNER_NOTE}
                    </p>
                  )}
                </div>
              ) : (
                <span className="team-role">{BUSINESS_ROLE_LABELS[member.role]}</span>
              )}
            </li>
          );
        })}
      </ul>
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
