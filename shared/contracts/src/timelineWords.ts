import type { PaymentState } from './paymentLifecycle';

// A request's timeline names each row by the move it records (issue 31): "Approved by Ada Obi",
// not the state it left behind ("Pending … by You"). The move is read from the state before and
// the state after, since a row stores only the latter.

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
  const inBusiness = audience === 'staff' ? ' in the business' : '';
  switch (status) {
    case undefined:
      return '';
    case 'awaiting_approval':
      return 'Submitted for approval';
    case 'pending':
      // After the business's approver it is their approval; first it is the submission.
      if (before === 'screening') return 'Cleared after sanctions screening';
      return before === 'awaiting_approval' ? `Approved${inBusiness}` : 'Submitted';
    case 'screening':
      // D44: held by the system for a likely sanctions match; the matched entry is staff's only.
      return 'Held for sanctions screening';
    case 'declined':
      return `Declined${inBusiness}`;
    case 'approved':
      // Staff's approval: the customer reads "by VendorBridge", staff the person's address.
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'funding_reported':
      return 'Naira transfer reported';
    case 'funded':
      return 'Naira receipt confirmed';
    case 'payout_recorded':
      return 'Payout recorded';
    case 'sent':
      return before === 'payout_recorded' ? 'Payout confirmed' : 'Paid to vendor';
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired: the naira did not arrive before the deadline';
    case 'refunded':
      return 'Refunded';
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
