import type { FormEvent, ReactNode } from 'react';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { Alert, Dialog } from '@portal/ui';
import type { MoveFinished } from './settleMove';
import type { usePaymentMove } from './usePaymentMove';

/** What every move's dialog is given by the card or page that opened it. */
export interface MoveDialogOwnProps {
  payment: AdminPaymentRow;
  mover: ReturnType<typeof usePaymentMove>;
  onFinished: (finished: MoveFinished) => void;
  onClose: () => void;
}

export interface MoveDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The button that closes without a change ("Cancel"; "Keep request" when the move is a cancellation). */
  closeLabel?: string;
  danger?: boolean;
  busy: boolean;
  /** Why the last try failed, when it is not about one field. */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of a staff move's dialog (shared/ui Dialog: focus kept inside, Escape
 * closes, focus back to the opener). While the move is being sent it stays open and
 * its buttons are marked unavailable rather than disabled, so focus is not thrown out.
 */
export function MoveDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  closeLabel = 'Cancel',
  danger = false,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: MoveDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog className="admin-dialog" title={title} description={description} onClose={close}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" aria-disabled={busy} onClick={close}>
            {closeLabel}
          </button>
          <button
            type="submit"
            className={`btn ${danger ? 'btn-danger' : 'btn-success'}`}
            aria-disabled={busy}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
