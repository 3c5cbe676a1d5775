import { useState } from 'react';
import { Alert } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { SourceDataStatus } from '../load-state';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { StaffInvitationList } from './StaffInvitationList';
import { STAFF_INVITE_NOTE, StaffInvite } from './StaffInvite';
import { StaffMembers } from './StaffMembers';
import { readStaff } from './staffQueries';

/**
 * The Staff page (D35): the members with their roles and second factor, the invitations
 * waiting and an invite form. Only a superadmin changes anything (manageStaff); the others
 * read the list and are told why there is nothing to change.
 */
export function StaffManagement() {
  const { state, reload } = useAdminQuery(adminKeys.staff, readStaff);
  const manage = useStaffMayDo('manageStaff');
  const [notice, setNotice] = useState<string | null>(null);

  if (state.status !== 'ready') {
    return <SourceDataStatus state={state} what="staff list" onRetry={reload} />;
  }
  const { members, invitations } = state.data;

  return (
    <div className="stack">
      <div role="status" className="staff-notice">
        {notice && (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </div>
      {!manage && <StaffRoleNote reads="the staff list" cannot="invite, change or remove staff" />}
      <section className="card stack" aria-labelledby="staff-members-title">
        <h2 id="staff-members-title">Members</h2>
        <StaffMembers
          members={members}
          manage={manage}
          labelledBy="staff-members-title"
          onChanged={setNotice}
        />
      </section>
      <section className="card stack" aria-labelledby="staff-invitations-title">
        <h2 id="staff-invitations-title">Invitations waiting</h2>
        <StaffInvitationList invitations={invitations} labelledBy="staff-invitations-title" />
      </section>
      {manage && (
        <section className="card stack" aria-labelledby="staff-invite-title">
          <h2 id="staff-invite-title">Invite a staff member</h2>
          <p className="muted">{STAFF_INVITE_NOTE}</p>
          <StaffInvite onInvited={setNotice} />
        </section>
      )}
    </div>
  );
}
