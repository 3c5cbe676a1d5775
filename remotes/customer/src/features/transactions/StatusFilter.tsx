import { useId } from 'react';
import {
  isPaymentState,
  PAYMENT_STATE_HINTS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type PaymentState,
} from '@portal/contracts';

/**
 * Each state named once, by who holds it (issue 31): "Awaiting approval" and "Pending", or
 * "Declined" and "Rejected", read as twins in a list; the lifecycle tells them apart by whether
 * the business or VendorBridge is deciding. The other states keep their badge's words.
 */
export const STATUS_FILTER_LABELS: Readonly<Record<PaymentState, string>> = {
  ...PAYMENT_STATE_LABELS,
  awaiting_approval: 'Awaiting approval in your business',
  pending: 'Pending: in review at VendorBridge',
  declined: 'Declined in your business',
  rejected: 'Rejected by VendorBridge',
};

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
            {STATUS_FILTER_LABELS[state]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {value ? PAYMENT_STATE_HINTS[value] : ALL_STATUSES_HINT}
      </p>
    </div>
  );
}
