import { useId } from 'react';
import { isPaymentState, PAYMENT_STATES, type PaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';

/**
 * Each option is the state's one name, the badge's (issue 31: a filter that said "Pending: in
 * review at VendorBridge" beside a badge saying "PENDING" named one state twice). The names say
 * whose decision waits (team or VendorBridge); the hint below says what the chosen one means.
 */
export const ALL_STATUSES_HINT = 'Every request, whatever its state.';

/** One state of the lifecycle or all, as the list (and the export) filter by it, with what it means. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PaymentState | null;
  onChange: (status: PaymentState | null) => void;
}) {
  const id = useId();
  return (
    <div className="field status-filter">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(isPaymentState(event.target.value) ? event.target.value : null)}
      >
        <option value="">All statuses</option>
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {PAYMENT_STATE_LABELS[state]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {value ? PAYMENT_STATE_HINTS[value] : ALL_STATUSES_HINT}
      </p>
    </div>
  );
}
