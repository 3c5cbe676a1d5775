import { businessApprovalEntry, timelineMoveLabel, timelineNamesActor } from './timelineWords';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import type { PaymentState } from '@portal/rules/paymentLifecycle';

const rows = (...statuses: PaymentState[]) => statuses.map((status) => ({ status }));

describe("timelineMoveLabel: each row starts with the badge's name of its state, then the move", () => {
  it('names a business approval as an approval, under the state it reached', () => {
    const entries = rows('awaiting_approval', 'pending', 'approved');
    expect(entries.map((_, index) => timelineMoveLabel(entries, index, 'customer'))).toEqual([
      'Awaiting team approval: submitted',
      'Awaiting VendorBridge review: approved in your team',
      'Approved',
    ]);
    expect(timelineMoveLabel(entries, 1, 'staff')).toBe(
      'Awaiting VendorBridge review: approved in the business',
    );
  });

  it('names a request that needed no approval as submitted, and the journey after it', () => {
    const entries = rows('pending', 'approved', 'funding_reported', 'funded', 'payout_recorded', 'sent');
    expect(entries.map((_, index) => timelineMoveLabel(entries, index, 'staff'))).toEqual([
      'Awaiting VendorBridge review: submitted',
      'Approved',
      'Payment reported',
      'Funds received: naira receipt confirmed',
      'Payout awaiting confirmation: payout recorded',
      'Completed: payout confirmed',
    ]);
    expect(timelineMoveLabel(rows('funded', 'sent'), 1, 'customer')).toBe('Completed: paid to vendor');
  });

  it("uses no name for a state but its badge's: every row starts with PAYMENT_STATE_LABELS", () => {
    const states = Object.keys(PAYMENT_STATE_LABELS) as PaymentState[];
    for (const state of states) {
      const label = timelineMoveLabel(rows('pending', state), 1, 'customer');
      expect(label.startsWith(PAYMENT_STATE_LABELS[state])).toBe(true);
    }
  });

  it('names nobody for an expiry', () => {
    expect(timelineNamesActor('expired')).toBe(false);
    expect(timelineNamesActor('declined')).toBe(true);
  });
});

describe('businessApprovalEntry', () => {
  it('finds the approval inside the business, and none when the request needed none', () => {
    const approved = [
      { status: 'awaiting_approval' as const, by: 'Bola Ade' },
      { status: 'pending' as const, by: 'Ada Obi' },
    ];
    expect(businessApprovalEntry(approved)?.by).toBe('Ada Obi');
    expect(businessApprovalEntry([{ status: 'pending' as const, by: 'Ada Obi' }])).toBeUndefined();
  });
});
