import type { StaffRole } from '@portal/contracts/roles';
import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import type { StaffMember } from '@portal/contracts/staff';
import { Dialog } from '@portal/ui';
import { useChangeStaffRoleMutation } from './staffQueries';
import { StepUpConfirm, useStepUpDialog } from '../step-up';

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
  const dialog = useStepUpDialog({
    pending: change.isPending,
    send: (stepUp) => change.mutateAsync({ id: member.id, role, stepUp }),
    onDone: onChanged,
    onClose,
  });

  return (
    <Dialog
      title={`Make ${member.name} ${STAFF_ROLE_LABELS[role].toLowerCase()}?`}
      description={`${member.email} is ${STAFF_ROLE_LABELS[member.role].toLowerCase()} now; the new role applies to their next request.`}
      onClose={dialog.close}
    >
      <StepUpConfirm
        {...dialog}
        keepLabel="Keep role"
        confirmLabel="Change role"
        pendingLabel="Changing..."
      />
    </Dialog>
  );
}
