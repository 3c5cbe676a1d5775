import { useState } from 'react';
import type { StaffRole } from '@portal/contracts/roles';
import { STAFF_MESSAGES, type StaffMember } from '@portal/contracts/staff';
import { MemberList } from '@portal/ui';
import { formatDate } from '../details';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { RemoveStaffDialog } from './RemoveStaffDialog';
import { STAFF_PEOPLE } from './staffPeople';

/**
 * The member's second factor as the server enforces it (issue 31): an invited newcomer must set
 * one up (the invitation note says so); the configured admin only where ADMIN_REQUIRE_2FA is on.
 */
export function twoFactorWords({ twoFactor, twoFactorRequired }: StaffMember): string {
  if (twoFactor) return '2FA on';
  if (twoFactorRequired === undefined) return '2FA off';
  return twoFactorRequired ? '2FA off: required, not set up yet' : '2FA off: not required for this account';
}

/** Why the only superadmin has no working role select or Remove. */
export const LAST_SUPERADMIN_NOTE =
  'The only superadmin: make someone else superadmin first to change this role or remove them.';

export interface StaffMembersProps {
  members: readonly StaffMember[];
  /** Superadmins see a role select and Remove per member; others read the list. */
  manage: boolean;
  labelledBy: string;
  onChanged: (message: string) => void;
}

/**
 * The staff with their roles and second factor; a superadmin's role choice and removal are
 * each confirmed in a dialog with the authentication code (issue 22).
 */
export function StaffMembers({ members, manage, labelledBy, onChanged }: StaffMembersProps) {
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [changing, setChanging] = useState<{ member: StaffMember; role: StaffRole } | null>(null);

  return (
    <>
      <MemberList
        members={members}
        {...STAFF_PEOPLE}
        keeper="superadmin"
        keeperNote={LAST_SUPERADMIN_NOTE}
        manage={manage}
        labelledBy={labelledBy}
        details={(member) => `Joined ${formatDate(member.joinedAt)} · ${twoFactorWords(member)}`}
        onChooseRole={(member, role) => setChanging({ member, role })}
        onRemove={setRemoving}
      />
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
