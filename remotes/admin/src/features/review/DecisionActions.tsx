import { useId } from 'react';
import type { Decision } from '@portal/contracts/status';
import { Check, Icon, X } from '@portal/ui';

/** What a list hands each of its rows: whether its decision is being sent, and how to ask for one. */
export interface ReviewItemActions {
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

export interface DecisionActionsProps {
  onDecide: (decision: Decision) => void;
  /** While the decision is being saved. */
  busy: boolean;
  /** Why Approve is unavailable; shown next to it, and Approve is disabled. */
  approveBlockedBecause?: string;
}

/** Approve and Reject for one pending item; only a pending item can be decided. */
export function DecisionActions({ onDecide, busy, approveBlockedBecause }: DecisionActionsProps) {
  const reasonId = useId();
  return (
    <div className="decision-actions">
      <button
        type="button"
        className="btn btn-success"
        disabled={busy || approveBlockedBecause !== undefined}
        aria-describedby={approveBlockedBecause ? reasonId : undefined}
        onClick={() => onDecide('approved')}
      >
        <Icon icon={Check} />
        Approve
      </button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onDecide('rejected')}>
        <Icon icon={X} />
        Reject
      </button>
      {approveBlockedBecause && (
        <p id={reasonId} className="decision-blocked">
          {approveBlockedBecause}
        </p>
      )}
    </div>
  );
}
