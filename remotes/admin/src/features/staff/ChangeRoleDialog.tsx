import { useState } from 'react';
import { STAFF_ROLE_LABELS, type StaffMember, type StaffRole } from '@portal/contracts';
import { Dialog } from '@portal/ui';
import { refusalText } from './refusal';
import { useChangeStaffRoleMutation } from './staffQueries';
import { StepUpConfirm } from './StepUpConfirm';
import { useStepUpCode } from './useStepUpCode';

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
  const code = useStepUpCode();
  const close = () => {
    if (!change.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ id: member.id, role, stepUp: code.stepUp() });
      onChanged();
    } catch (error) {
      if (!code.refused(error)) setFailure(refusalText(error));
    }
  };

  return (
    <Dialog
      title={`Make ${member.name} ${STAFF_ROLE_LABELS[role].toLowerCase()}?`}
      description={`${member.email} is ${STAFF_ROLE_LABELS[member.role].toLowerCase()} now; the new role applies to their next request.`}
      onClose={close}
    >
      <StepUpConfirm
        code={code}
        failure={failure}
        pending={change.isPending}
        keepLabel="Keep role"
        confirmLabel="Change role"
        pendingLabel="Changing..."
        onKeep={close}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}
