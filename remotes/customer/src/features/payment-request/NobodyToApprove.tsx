import { Link } from 'react-router-dom';
import { Alert } from '@portal/ui';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { useMayDo } from '../business-role';
import { TEAM_PATH } from '../navigation';

const invitedLine = (invited: number) =>
  invited === 1
    ? 'One approver is invited but has not joined yet: it can be approved once they accept the invitation.'
    : `${invited} approvers are invited but have not joined yet: it can be approved once one of them accepts the invitation.`;

/**
 * A request waiting for its business's approval that nobody can approve now (issue 31): the only
 * members who may approve are the one who prepared it, or approvers are only invited. Says so and
 * what to do: an owner invites an approver (Team), anyone else asks the owner or waits.
 */
export function NobodyToApprove({ approvers }: Pick<PaymentDetail, 'approvers'>) {
  const manager = useMayDo('manageTeam');
  if (!approvers || approvers.others > 0) return null;
  return (
    <div className="nobody-to-approve" data-testid="nobody-to-approve">
      <Alert tone="warning">
        <p>
          <strong>Nobody can approve this request yet.</strong> It needs the approval of a member with the
          Owner or Approver role other than the one who prepared it, and your team has none.
        </p>
        <p>
          {approvers.invited > 0
            ? invitedLine(approvers.invited)
            : manager
              ? 'Invite an approver to your team.'
              : 'Ask your business’s owner to invite an approver.'}
        </p>
        {manager && (
          <p>
            <Link to={TEAM_PATH}>Go to Team</Link>
          </p>
        )}
      </Alert>
    </div>
  );
}
