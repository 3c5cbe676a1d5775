import { Alert } from '@portal/ui';
import { StepUpField } from './StepUpField';
import type { StepUpCode } from './useStepUpCode';

export interface StepUpConfirmProps {
  code: StepUpCode;
  failure: string | null;
  pending: boolean;
  /** The first button, which has the focus: a stray Enter on it changes nothing. */
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  /**
   * A removal is confirmed only by its red button; a change (not `danger`) is a form, so Enter
   * in the code field confirms it too.
   */
  danger?: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * The body of a staff change's confirmation dialog: what was refused, the authentication code
 * (issue 22: staff changes need step-up), and keep / confirm.
 */
export function StepUpConfirm({
  code,
  failure,
  pending,
  keepLabel,
  confirmLabel,
  pendingLabel,
  danger = false,
  onKeep,
  onConfirm,
}: StepUpConfirmProps) {
  const body = (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <StepUpField {...code.field(pending)} />
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          data-autofocus
          onClick={onKeep}
          disabled={pending}
        >
          {keepLabel}
        </button>
        <button
          type={danger ? 'button' : 'submit'}
          className={danger ? 'btn btn-danger' : 'btn'}
          onClick={danger ? onConfirm : undefined}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </>
  );
  if (danger) return <div className="stack">{body}</div>;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      {body}
    </form>
  );
}
