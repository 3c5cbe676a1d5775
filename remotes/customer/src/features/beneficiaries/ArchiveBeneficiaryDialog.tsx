import { useState } from 'react';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { Alert, Dialog } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { useArchiveBeneficiary } from './beneficiaryQueries';

export interface ArchiveBeneficiaryDialogProps {
  beneficiary: BeneficiaryView;
  onArchived: (archived: BeneficiaryView) => void;
  onClose: () => void;
}

/**
 * Confirms archiving (the shared Dialog: focus kept inside, Escape closes). It starts on
 * "Keep beneficiary", so a stray Enter changes nothing.
 */
export function ArchiveBeneficiaryDialog({
  beneficiary,
  onArchived,
  onClose,
}: ArchiveBeneficiaryDialogProps) {
  const archive = useArchiveBeneficiary();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (!archive.isPending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      onArchived(await archive.mutateAsync(beneficiary.id));
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  };
  return (
    <Dialog
      title={`Archive ${beneficiary.name}?`}
      description="It leaves your list and cannot be chosen for new payments. Payments already made to it keep its details."
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
            disabled={archive.isPending}
          >
            Keep beneficiary
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void confirm()}
            disabled={archive.isPending}
            aria-busy={archive.isPending}
          >
            {archive.isPending ? 'Archiving...' : 'Archive'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
