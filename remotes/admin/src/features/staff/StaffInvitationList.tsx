import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import type { StaffInvitation } from '@portal/contracts/staff';
import { formatDate } from '../details';

export const NO_STAFF_INVITATIONS_MESSAGE = 'No invitations are waiting.';

/** The invitations not yet accepted: who, as what, sent by whom and until when the link works. */
export function StaffInvitationList({
  invitations,
  labelledBy,
}: {
  invitations: readonly StaffInvitation[];
  labelledBy: string;
}) {
  if (invitations.length === 0) return <p className="muted">{NO_STAFF_INVITATIONS_MESSAGE}</p>;
  return (
    <ul className="people-list" aria-labelledby={labelledBy}>
      {invitations.map((invitation) => (
        <li key={invitation.id} className="people-row">
          <div className="people-who breakable">
            <strong>{invitation.email}</strong>
            <span className="muted">
              {STAFF_ROLE_LABELS[invitation.role]} · sent {formatDate(invitation.sentAt)} by{' '}
              {invitation.invitedBy} · expires {formatDate(invitation.expiresAt)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
