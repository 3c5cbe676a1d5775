import { useState } from 'react';
import { STAFF_ROLE_LABELS, stepUpFromTyped, type StaffMember, type StaffRole } from '@portal/contracts';
import { Alert, Dialog } from '@portal/ui';
import { StepUpField } from '../settings-form';
import { refusalText, stepUpRefusal } from './refusal';
import { useChangeStaffRoleMutation } from './staffQueries';

export interface ChangeRoleDialogProps {
  member: StaffMember;
  role: StaffRole;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * Confirms a role change with the authentication code (issue 22: staff changes need step-up);
 * it starts on "Keep role", so a stray Enter changes nothing.
 */
export function ChangeRoleDialog({ member, role, onChanged, onClose }: ChangeRoleDialogProps) {
  const change = useChangeStaffRoleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const close = () => {
    if (!change.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ id: member.id, role, stepUp: stepUpFromTyped(code) });
      onChanged();
    } catch (error) {
      const stepUp = stepUpRefusal(error);
      if (stepUp) setCodeError(stepUp);
      else setFailure(refusalText(error));
    }
  };

  return (
    <Dialog
      title={`Make ${member.name} ${STAFF_ROLE_LABELS[role].toLowerCase()}?`}
      description={`${member.email} is ${STAFF_ROLE_LABELS[member.role].toLowerCase()} now; the new role applies to their next request.`}
      onClose={close}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <StepUpField
          value={code}
          error={codeError ?? undefined}
          disabled={change.isPending}
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
            disabled={change.isPending}
          >
            Keep role
          </button>
          <button type="submit" className="btn" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change role'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
