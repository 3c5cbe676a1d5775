import { useState } from 'react';
import {
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@portal/contracts';
import { Alert } from '@portal/ui';
import { formatDate } from '../details';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { RemoveStaffDialog } from './RemoveStaffDialog';

/** Why the only superadmin has no working role select or Remove. */
export const LAST_SUPERADMIN_NOTE =
  'The only superadmin: make someone else superadmin first to change this role or remove them.';

const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export interface StaffMemberListProps {
  members: readonly StaffMember[];
  /** Superadmins see a role select and Remove per member; others read the list. */
  manage: boolean;
  labelledBy: string;
  onChanged: (message: string) => void;
}

/** The staff with their roles and second factor; for a superadmin, each member's role and removal. */
export function StaffMemberList({ members, manage, labelledBy, onChanged }: StaffMemberListProps) {
  const superadmins = members.filter((member) => member.role === 'superadmin').length;
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A chosen role is confirmed in a dialog with the authentication code (issue 22).
  const [changing, setChanging] = useState<{ member: StaffMember; role: StaffRole } | null>(null);

  const changeRole = (member: StaffMember, value: string) => {
    if (!isStaffRole(value) || value === member.role) return;
    setFailure(null);
    setChanging({ member, role: value });
  };

  return (
    <>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <ul className="staff-list" aria-labelledby={labelledBy}>
        {members.map((member) => {
          const lastSuperadmin = member.role === 'superadmin' && superadmins <= 1;
          const noteId = `last-superadmin-${member.id}`;
          return (
            <li key={member.id} className="staff-row">
              <div className="staff-who breakable">
                <strong>
                  {member.name}
                  {member.you && <span className="muted"> (you)</span>}
                </strong>
                <span className="muted">{member.email}</span>
                <span className="muted">
                  Joined {formatDate(member.joinedAt)} · 2FA {member.twoFactor ? 'on' : 'off'}
                </span>
              </div>
              {manage ? (
                <div className="staff-controls">
                  <div className="field">
                    <label htmlFor={`staff-role-${member.id}`}>Role of {member.name}</label>
                    <select
                      id={`staff-role-${member.id}`}
                      value={member.role}
                      disabled={lastSuperadmin}
                      aria-describedby={lastSuperadmin ? noteId : undefined}
                      onChange={(event) => changeRole(member, event.target.value)}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Remove ${member.name}`}
                    disabled={lastSuperadmin}
                    aria-describedby={lastSuperadmin ? noteId : undefined}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </button>
                  {lastSuperadmin && (
                    <p id={noteId} className="muted staff-note">
                      {LAST_SUPERADMIN_NOTE}
                    </p>
                  )}
                </div>
              ) : (
                <span className="staff-role">{STAFF_ROLE_LABELS[member.role]}</span>
              )}
            </li>
          );
        })}
      </ul>
      {changing && (
        <ChangeRoleDialog
          member={changing.member}
          role={changing.role}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            onChanged(STAFF_MESSAGES.roleChanged);
          }}
        />
      )}
      {removing && (
        <RemoveStaffDialog
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            onChanged(STAFF_MESSAGES.removed);
          }}
        />
      )}
    </>
  );
}
