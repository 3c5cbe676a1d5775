import { useId, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { REASON_MAX, rejectionBodySchema, type RejectionBody } from '@portal/contracts/review';
import type { Decision } from '@portal/contracts/status';
import { Alert, Check, contractResolver, Dialog, Icon, useContractForm, X } from '@portal/ui';
import type { DecisionFailure } from './decisionFailure';

export interface DecisionDialogProps {
  decision: Decision;
  /** What is being decided, e.g. "registration" or "documents". */
  what: string;
  /** Whose item it is, e.g. "Adaeze Okonkwo (Okonkwo Textiles Ltd)". */
  subject: string;
  /** Sends the decision; answers why it failed, or null once it is made. */
  onConfirm: (reason: string | null) => Promise<DecisionFailure | null>;
  onClose: () => void;
  /** Other words for a decision (a screening hold is cleared, not approved). */
  wording?: Partial<Record<Decision, DecisionWords>>;
}

interface DecisionWords {
  verb: string;
  button: string;
  busy: string;
}

interface ReasonValues {
  reason: string;
}

const checkReason = contractResolver<ReasonValues, RejectionBody>(rejectionBodySchema);
/** An approval has no reason to check: what was typed (nothing) is what is sent. */
const acceptAsTyped: Resolver<ReasonValues, unknown, RejectionBody> = (values) => ({ values, errors: {} });

const WORDS: Record<Decision, DecisionWords> = {
  approved: { verb: 'Approve', button: 'Approve', busy: 'Approving…' },
  rejected: { verb: 'Reject', button: 'Reject', busy: 'Rejecting…' },
};

/**
 * Asks before a final decision (a decision is final: there is no way back). A rejection needs
 * a reason, which the customer will read; it is checked (react-hook-form) with the
 * same schema the server uses, and nothing is sent without one. While the decision is being sent
 * the dialog stays, so its outcome is never hidden; its buttons are marked
 * unavailable rather than disabled, so focus is not thrown out of the dialog.
 */
export function DecisionDialog({
  decision,
  what,
  subject,
  onConfirm,
  onClose,
  wording,
}: DecisionDialogProps) {
  const words = wording?.[decision] ?? WORDS[decision];
  const rejecting = decision === 'rejected';
  // Only a rejection has a reason to check; an approval sends nothing.
  const form = useContractForm<ReasonValues, RejectionBody>(rejecting ? checkReason : acceptAsTyped, {
    defaultValues: { reason: '' },
    // A refused reason stays next to the field until the next Reject.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const reasonError = form.formState.errors.reason?.message ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerReason, ...reasonInput } = form.register('reason');
  const reasonId = useId();
  const errorId = `${reasonId}-error`;
  const hintId = `${reasonId}-hint`;

  const refuseReason = (message: string) => {
    form.setError('reason', { type: 'server', message });
    reasonField.current?.focus();
  };

  const send = async ({ reason }: ReasonValues) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    const outcome = await onConfirm(rejecting ? reason : null);
    setBusy(false);
    if (outcome === null || outcome.kind === 'stale') {
      onClose();
    } else if (outcome.kind === 'field' && rejecting && outcome.errors.reason) {
      refuseReason(outcome.errors.reason);
    } else {
      setFailure(outcome.message);
    }
  };

  const describedBy = [hintId, reasonError ? errorId : null].filter(Boolean).join(' ');
  return (
    <Dialog
      className="admin-dialog"
      title={`${words.verb} ${what}?`}
      description={
        rejecting
          ? `${words.verb} the ${what} of ${subject}? The customer will see the reason. A decision is final.`
          : `${words.verb} the ${what} of ${subject}? A decision is final.`
      }
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form
        onSubmit={(event) => void form.handleSubmit(send, () => reasonField.current?.focus())(event)}
        noValidate
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        {rejecting && (
          <div className="field">
            <label htmlFor={reasonId}>Reason for rejection</label>
            <textarea
              {...reasonInput}
              ref={(element) => {
                registerReason(element);
                reasonField.current = element;
              }}
              id={reasonId}
              rows={4}
              maxLength={REASON_MAX}
              readOnly={busy}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy}
            />
            <p id={hintId} className="field-hint">
              At most {REASON_MAX} characters.
            </p>
            {reasonError && (
              <p id={errorId} className="field-error">
                {reasonError}
              </p>
            )}
          </div>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onClose();
            }}
          >
            Cancel
          </button>
          <button
            type="submit"
            className={`btn ${rejecting ? 'btn-danger' : 'btn-success'}`}
            aria-disabled={busy}
            aria-busy={busy}
          >
            <Icon icon={rejecting ? X : Check} />
            {busy ? words.busy : words.button}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
