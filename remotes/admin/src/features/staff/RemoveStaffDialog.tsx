import type { StaffMember } from '@portal/contracts/staff';
import { Dialog } from '@portal/ui';
import { useRemoveStaffMutation } from './staffQueries';
import { StepUpConfirm, useStepUpDialog } from '../step-up';

export interface RemoveStaffDialogProps {
  member: StaffMember;
  onRemoved: () => void;
  onClose: () => void;
}

/** Confirms a removal; it starts on "Keep member", so a stray Enter changes nothing. */
export function RemoveStaffDialog({ member, onRemoved, onClose }: RemoveStaffDialogProps) {
  const removal = useRemoveStaffMutation();
  const dialog = useStepUpDialog({
    pending: removal.isPending,
    send: (stepUp) => removal.mutateAsync({ id: member.id, stepUp }),
    onDone: onRemoved,
    onClose,
  });
  return (
    <Dialog
      title={`Remove ${member.name}?`}
      description={`${member.email} can no longer sign in to the admin portal; their open sessions end at once. What they decided stays in the audit log under their name.`}
      onClose={dialog.close}
    >
      <StepUpConfirm
        {...dialog}
        keepLabel="Keep member"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        danger
      />
    </Dialog>
  );
}
