import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import type { PaymentState } from '@portal/rules/paymentLifecycle';

// A request's timeline names each row by the state it reached, in the badge's words
// (PAYMENT_STATE_LABELS), and the move that reached it when the name alone does not say it
// (issue 31): "Awaiting VendorBridge review: approved in your team by Ada Obi", "Payment reported
// by Ngozi Eze", never a second name for a state. The move is read from the state before and the
// state after, since a row stores only the latter.

/** Who reads the timeline: the business (its members) or platform staff. */
export type TimelineAudience = 'customer' | 'staff';

/**
 * The words of the move that led to `entries[index]`, to be followed by "by <who>" (except an
 * expiry, which nobody made: see `timelineNamesActor`).
 */
export function timelineMoveLabel(
  entries: readonly { status: PaymentState }[],
  index: number,
  audience: TimelineAudience,
): string {
  const status = entries[index]?.status;
  const before = index > 0 ? entries[index - 1]?.status : undefined;
  const inTeam = audience === 'staff' ? ' in the business' : ' in your team';
  if (status === undefined) return '';
  const name = PAYMENT_STATE_LABELS[status];
  const move = moveWords(status, before, inTeam);
  return move ? `${name}: ${move}` : name;
}

/** What the move was, when the state's name alone does not say it; empty when it does. */
function moveWords(status: PaymentState, before: PaymentState | undefined, inTeam: string): string {
  switch (status) {
    case 'awaiting_approval':
      return 'submitted';
    case 'pending':
      // After the business's approver it is their approval; first it is the submission.
      if (before === 'screening') return 'cleared after sanctions screening';
      return before === 'awaiting_approval' ? `approved${inTeam}` : 'submitted';
    case 'screening':
      // D44: held by the system for a likely sanctions match; the matched entry is staff's only.
      return 'held for a sanctions check';
    case 'declined':
      return `declined${inTeam}`;
    case 'funded':
      return 'naira receipt confirmed';
    case 'payout_recorded':
      return 'payout recorded';
    case 'sent':
      return before === 'payout_recorded' ? 'payout confirmed' : 'paid to vendor';
    case 'expired':
      return 'the naira did not arrive before the deadline';
    // Approved, Rejected, Payment reported, Cancelled, Refunded: the name is the move.
    default:
      return '';
  }
}

/**
 * Whether the row names who made the move: an expiry is the clock's and a screening hold the
 * system's (D44), not a person's.
 */
export const timelineNamesActor = (status: PaymentState): boolean =>
  status !== 'expired' && status !== 'screening';

/**
 * The row of the business's own approval (a `pending` row right after `awaiting_approval`), or
 * undefined when the request needed none or still waits for it.
 */
export function businessApprovalEntry<Entry extends { status: PaymentState }>(
  entries: readonly Entry[],
): Entry | undefined {
  return entries.find(
    (entry, index) => entry.status === 'pending' && entries[index - 1]?.status === 'awaiting_approval',
  );
}
