import { useState } from 'react';
import type { TeamMember } from '@portal/contracts/teams';
import { Alert, Dialog, EmailInSentence } from '@portal/ui';
import { useRemoveMemberMutation } from '../../api';
import { refusalText } from './refusal';

export interface RemoveMemberDialogProps {
  member: TeamMember;
  onRemoved: () => void;
  onClose: () => void;
}

/** Confirms a removal; it starts on "Keep member", so a stray Enter changes nothing. */
export function RemoveMemberDialog({ member, onRemoved, onClose }: RemoveMemberDialogProps) {
  const removal = useRemoveMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (!removal.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await removal.mutateAsync(member.id);
      onRemoved();
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Dialog
      title={`Remove ${member.name}?`}
      description={
        <>
          <EmailInSentence email={member.email} strong={false} /> can no longer sign in to your business;
          their open sessions end at once. The requests they made stay.
        </>
      }
      onClose={close}
    >
      <div className="stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            onClick={close}
            disabled={removal.isPending}
          >
            Keep member
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void confirm()}
            disabled={removal.isPending}
            aria-busy={removal.isPending}
          >
            {removal.isPending ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
