import type { ReactNode } from 'react';
import { isRoleAmong, type PeopleWords } from './audience';
import './people.css';

/** A member as both audiences list them. */
export interface ListedMember<Role extends string> {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Whether this is the caller. */
  you: boolean;
}

export interface MemberListProps<Role extends string, Member extends ListedMember<Role>> extends Omit<
  PeopleWords<Role>,
  'roleHints'
> {
  members: readonly Member[];
  /** The role of which one holder always stays (owner, superadmin). */
  keeper: Role;
  /** Why the only keeper has no working role select or Remove. */
  keeperNote: string;
  /** Those who may change the people see a role select and Remove per member; others read the list. */
  manage: boolean;
  labelledBy: string;
  /** The member's line under their name and e-mail (when they joined, their second factor). */
  details: (member: Member) => ReactNode;
  /** While a role change is on its way, the selects wait. */
  changing?: boolean;
  /** Another role was chosen for a member (the caller changes it, or asks to confirm). */
  onChooseRole: (member: Member, role: Role) => void;
  onRemove: (member: Member) => void;
}

/**
 * The people of a business or of the platform with their roles; for those who may manage
 * them, each member's role select and Remove. The last keeper's are disabled, with why.
 */
export function MemberList<Role extends string, Member extends ListedMember<Role>>({
  members,
  roles,
  roleLabels,
  keeper,
  keeperNote,
  manage,
  labelledBy,
  details,
  changing = false,
  onChooseRole,
  onRemove,
}: MemberListProps<Role, Member>) {
  const keepers = members.filter((member) => member.role === keeper).length;
  const choose = (member: Member, value: string) => {
    if (isRoleAmong(roles, value) && value !== member.role) onChooseRole(member, value);
  };

  return (
    <ul className="people-list" aria-labelledby={labelledBy}>
      {members.map((member) => {
        const lastKeeper = member.role === keeper && keepers <= 1;
        const noteId = `last-${keeper}-${member.id}`;
        return (
          <li key={member.id} className="people-row">
            <div className="people-who breakable">
              <strong>
                {member.name}
                {member.you && <span className="muted"> (you)</span>}
              </strong>
              <span className="muted">{member.email}</span>
              <span className="muted">{details(member)}</span>
            </div>
            {manage ? (
              <div className="people-controls">
                <div className="field">
                  <label htmlFor={`role-${member.id}`}>Role of {member.name}</label>
                  <select
                    id={`role-${member.id}`}
                    value={member.role}
                    disabled={lastKeeper || changing}
                    aria-describedby={lastKeeper ? noteId : undefined}
                    onChange={(event) => choose(member, event.target.value)}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={`Remove ${member.name}`}
                  disabled={lastKeeper}
                  aria-describedby={lastKeeper ? noteId : undefined}
                  onClick={() => onRemove(member)}
                >
                  Remove
                </button>
                {lastKeeper && (
                  <p id={noteId} className="muted people-note">
                    {keeperNote}
                  </p>
                )}
              </div>
            ) : (
              <span className="people-role">{roleLabels[member.role]}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
