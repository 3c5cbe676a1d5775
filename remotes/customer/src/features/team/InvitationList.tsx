import { useState } from 'react';
import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
import { TEAM_MESSAGES, type TeamInvitation } from '@portal/contracts/teams';
import { Alert } from '@portal/ui';
import { useResendInvitationMutation, useWithdrawInvitationMutation } from '../../api';
import { formatDay } from './formatDay';
import { refusalText } from './refusal';

export const NO_INVITATIONS_MESSAGE = 'No invitations are waiting.';

export interface InvitationListProps {
  invitations: readonly TeamInvitation[];
  labelledBy: string;
  onChanged: (message: string) => void;
}

/** The invitations not yet accepted, each with Resend (a new link) and Withdraw. */
export function InvitationList({ invitations, labelledBy, onChanged }: InvitationListProps) {
  const resend = useResendInvitationMutation();
  const withdraw = useWithdrawInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = resend.isPending || withdraw.isPending;

  const act = async (change: () => Promise<unknown>, message: string) => {
    setFailure(null);
    try {
      await change();
      onChanged(message);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };

  if (invitations.length === 0) return <p className="muted">{NO_INVITATIONS_MESSAGE}</p>;
  return (
    <>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <ul className="people-list" aria-labelledby={labelledBy}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className="people-row">
            <div className="people-who breakable">
              <strong>{invitation.email}</strong>
              <span className="muted">
                {BUSINESS_ROLE_LABELS[invitation.role]} · sent {formatDay(invitation.sentAt)} by{' '}
                {invitation.invitedBy} · expires {formatDay(invitation.expiresAt)}
              </span>
            </div>
            <div className="people-controls">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Resend the invitation to ${invitation.email}`}
                disabled={busy}
                onClick={() => void act(() => resend.mutateAsync(invitation.id), TEAM_MESSAGES.resent)}
              >
                Resend
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                disabled={busy}
                onClick={() => void act(() => withdraw.mutateAsync(invitation.id), TEAM_MESSAGES.revoked)}
              >
                Withdraw
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
