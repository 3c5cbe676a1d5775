import { businessApprovalEntry, timelineMoveLabel, timelineNamesActor } from './timelineWords';
import type { PaymentState } from './paymentLifecycle';

const rows = (...statuses: PaymentState[]) => statuses.map((status) => ({ status }));

describe('timelineMoveLabel: each row named by the move it records', () => {
  it('names a business approval as an approval, not as the state it left ("Pending")', () => {
    const entries = rows('awaiting_approval', 'pending', 'approved');
    expect(entries.map((_, index) => timelineMoveLabel(entries, index, 'customer'))).toEqual([
      'Submitted for approval',
      'Approved',
      'Approved',
    ]);
    expect(timelineMoveLabel(entries, 1, 'staff')).toBe('Approved in the business');
  });

  it('names a request that needed no approval as submitted, and the journey after it', () => {
    const entries = rows('pending', 'approved', 'funding_reported', 'funded', 'payout_recorded', 'sent');
    expect(entries.map((_, index) => timelineMoveLabel(entries, index, 'staff'))).toEqual([
      'Submitted',
      'Approved',
      'Naira transfer reported',
      'Naira receipt confirmed',
      'Payout recorded',
      'Payout confirmed',
    ]);
    expect(timelineMoveLabel(rows('funded', 'sent'), 1, 'customer')).toBe('Paid to vendor');
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
