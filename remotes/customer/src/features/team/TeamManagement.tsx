import './team.css';
import { useState } from 'react';
import { TEAM_MESSAGES } from '@portal/contracts';
import { Alert, Skeleton, SkeletonLine } from '@portal/ui';
import { useTeamQuery } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { LoadFailed } from '../load-state';
import { ApprovalPolicyForm, ApprovalPolicySummary } from './ApprovalPolicyForm';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';

/**
 * The Team page (D34): the members and their roles, the invitations waiting, an invite
 * form and the approval policy. Only an owner changes anything (manageTeam); the others
 * read the members and the policy, and are told why there is nothing to change.
 */
export function TeamManagement() {
  const team = useTeamQuery();
  const manage = useMayDo('manageTeam');
  const [notice, setNotice] = useState<string | null>(null);

  if (team.isPending) {
    return (
      <Skeleton label="Loading your team…">
        <div className="card">
          <SkeletonLine />
          <SkeletonLine />
        </div>
      </Skeleton>
    );
  }
  if (!team.data) return <LoadFailed onRetry={() => void team.refetch()} />;
  const { members, invitations, policy } = team.data;

  return (
    <div className="stack">
      <div role="status" className="team-notice">
        {notice && (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </div>
      {!manage && <RoleNote reads="the team and its approval policy" cannot="change them" />}
      <section className="card stack" aria-labelledby="team-members-title">
        <h2 id="team-members-title">Members</h2>
        <MemberList members={members} manage={manage} labelledBy="team-members-title" onChanged={setNotice} />
      </section>
      {manage && (
        <>
          <section className="card stack" aria-labelledby="team-invitations-title">
            <h2 id="team-invitations-title">Invitations waiting</h2>
            <InvitationList
              invitations={invitations}
              labelledBy="team-invitations-title"
              onChanged={setNotice}
            />
          </section>
          <section className="card stack" aria-labelledby="team-invite-title">
            <h2 id="team-invite-title">Invite a member</h2>
            <p className="muted">The invitation e-mail's link works once, for 14 days.</p>
            <InviteForm onInvited={setNotice} />
          </section>
        </>
      )}
      <section className="card stack" aria-labelledby="team-policy-title">
        <h2 id="team-policy-title">{TEAM_MESSAGES.policy}</h2>
        {manage ? (
          <ApprovalPolicyForm key={JSON.stringify(policy)} policy={policy} onSaved={setNotice} />
        ) : (
          <ApprovalPolicySummary policy={policy} />
        )}
      </section>
    </div>
  );
}
