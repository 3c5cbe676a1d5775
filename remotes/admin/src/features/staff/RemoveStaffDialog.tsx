import { useState } from 'react';
import { stepUpFromTyped, type StaffMember } from '@portal/contracts';
import { Alert, Dialog } from '@portal/ui';
import { StepUpField } from '../settings-form';
import { refusalText, stepUpRefusal } from './refusal';
import { useRemoveStaffMutation } from './staffQueries';

export interface RemoveStaffDialogProps {
  member: StaffMember;
  onRemoved: () => void;
  onClose: () => void;
}

/** Confirms a removal; it starts on "Keep member", so a stray Enter changes nothing. */
export function RemoveStaffDialog({ member, onRemoved, onClose }: RemoveStaffDialogProps) {
  const removal = useRemoveStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const close = () => {
    if (!removal.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await removal.mutateAsync({ id: member.id, stepUp: stepUpFromTyped(code) });
      onRemoved();
    } catch (error) {
      // A missing or wrong code is said next to its field; anything else above the buttons.
      const stepUp = stepUpRefusal(error);
      if (stepUp) setCodeError(stepUp);
      else setFailure(refusalText(error));
    }
  };
  return (
    <Dialog
      title={`Remove ${member.name}?`}
      description={`${member.email} can no longer sign in to the admin portal; their open sessions end at once. What they decided stays in the audit log under their name.`}
      onClose={close}
    >
      <div className="stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        <StepUpField
          value={code}
          error={codeError ?? undefined}
          disabled={removal.isPending}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
        />
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
