import { useState } from 'react';
import type { StaffMember } from '@portal/contracts';
import { Dialog } from '@portal/ui';
import { refusalText } from './refusal';
import { useRemoveStaffMutation } from './staffQueries';
import { StepUpConfirm } from './StepUpConfirm';
import { useStepUpCode } from './useStepUpCode';

export interface RemoveStaffDialogProps {
  member: StaffMember;
  onRemoved: () => void;
  onClose: () => void;
}

/** Confirms a removal; it starts on "Keep member", so a stray Enter changes nothing. */
export function RemoveStaffDialog({ member, onRemoved, onClose }: RemoveStaffDialogProps) {
  const removal = useRemoveStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const code = useStepUpCode();
  const close = () => {
    if (!removal.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await removal.mutateAsync({ id: member.id, stepUp: code.stepUp() });
      onRemoved();
    } catch (error) {
      if (!code.refused(error)) setFailure(refusalText(error));
    }
  };
  return (
    <Dialog
      title={`Remove ${member.name}?`}
      description={`${member.email} can no longer sign in to the admin portal; their open sessions end at once. What they decided stays in the audit log under their name.`}
      onClose={close}
    >
      <StepUpConfirm
        code={code}
        failure={failure}
        pending={removal.isPending}
        keepLabel="Keep member"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        danger
        onKeep={close}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}
