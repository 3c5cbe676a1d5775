import './team.css';
import { useState } from 'react';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import { Alert, Skeleton, SkeletonLine } from '@portal/ui';
import { useTeamQuery } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { LoadFailed } from '../load-state';
import { ApprovalPolicyForm, ApprovalPolicySummary } from './ApprovalPolicyForm';
import { InvitationList } from './InvitationList';
import { TeamInvite } from './TeamInvite';
import { TeamMembers } from './TeamMembers';

type NoticePlace = 'members' | 'invitations' | 'invite' | 'policy';
interface Notice {
  where: NoticePlace;
  text: string;
}

/** A section's success notice, announced (a status region that is always there). */
function SectionNotice({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  return (
    <div role="status" className="team-notice">
      {text && (
        <Alert tone="success" onDismiss={onDismiss}>
          {text}
        </Alert>
      )}
    </div>
  );
}

/**
 * The Team page (D34): the members and their roles, the invitations waiting, an invite
 * form and the approval policy. Only an owner changes anything (manageTeam); the others
 * read the members and the policy, and are told why there is nothing to change.
 */
export function TeamManagement() {
  const team = useTeamQuery();
  const manage = useMayDo('manageTeam');
  // Each notice is shown in the section whose action it reports (beside its button), not at
  // the top of the page where the person who clicked would not see it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeFor = (where: NoticePlace) => (notice?.where === where ? notice.text : null);
  const tell = (where: NoticePlace) => (text: string) => setNotice({ where, text });
  const dismiss = () => setNotice(null);

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
      {!manage && <RoleNote reads="the team and its approval policy" cannot="change them" />}
      <section className="card stack" aria-labelledby="team-members-title">
        <h2 id="team-members-title">Members</h2>
        <TeamMembers
          members={members}
          manage={manage}
          labelledBy="team-members-title"
          onChanged={tell('members')}
        />
        <SectionNotice text={noticeFor('members')} onDismiss={dismiss} />
      </section>
      {manage && (
        <>
          <section className="card stack" aria-labelledby="team-invitations-title">
            <h2 id="team-invitations-title">Invitations waiting</h2>
            <InvitationList
              invitations={invitations}
              labelledBy="team-invitations-title"
              onChanged={tell('invitations')}
            />
            <SectionNotice text={noticeFor('invitations')} onDismiss={dismiss} />
          </section>
          <section className="card stack" aria-labelledby="team-invite-title">
            <h2 id="team-invite-title">Invite a member</h2>
            <p className="muted">The invitation email's link works once, for 14 days.</p>
            <TeamInvite onInvited={tell('invite')} />
            <SectionNotice text={noticeFor('invite')} onDismiss={dismiss} />
          </section>
        </>
      )}
      <section className="card stack" aria-labelledby="team-policy-title">
        <h2 id="team-policy-title">{TEAM_MESSAGES.policy}</h2>
        {manage ? (
          <ApprovalPolicyForm
            key={JSON.stringify(policy)}
            policy={policy}
            onSaved={tell('policy')}
            notice={<SectionNotice text={noticeFor('policy')} onDismiss={dismiss} />}
          />
        ) : (
          <ApprovalPolicySummary policy={policy} />
        )}
      </section>
    </div>
  );
}
