import { PAYMENT_STATES, canMove, isFinalState, movesFor, nextState } from './paymentLifecycle';

describe('the payment lifecycle', () => {
  it('lets staff approve or reject only a pending request', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'approve', 'admin'))).toEqual(['pending']);
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'reject', 'admin'))).toEqual(['pending']);
    expect(canMove('pending', 'approve', 'customer')).toBe(false);
  });

  it('lets the customer report funding only on an approved request', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'reportFunding', 'customer'))).toEqual([
      'approved',
    ]);
    expect(canMove('approved', 'reportFunding', 'admin')).toBe(false);
  });

  it('confirms funds from approved or reported, pays out only funded requests, and refunds one funded or paid out', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'confirmFunding', 'admin'))).toEqual([
      'approved',
      'funding_reported',
    ]);
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'payout', 'admin'))).toEqual(['funded']);
    // A payout waiting for its second member of staff may be refunded too (issue 22), and a
    // sent one the vendor's bank returned (D42: its verification then says refunded).
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'refund', 'admin'))).toEqual([
      'funded',
      'payout_recorded',
      'sent',
    ]);
    expect(canMove('sent', 'refund', 'customer')).toBe(false);
    expect(nextState('payout')).toBe('sent');
  });

  it('records a large payout from funded and sends it when confirmed, by staff only (dual control)', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'recordPayout', 'admin'))).toEqual(['funded']);
    expect(nextState('recordPayout')).toBe('payout_recorded');
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'confirmPayout', 'admin'))).toEqual([
      'payout_recorded',
    ]);
    expect(nextState('confirmPayout')).toBe('sent');
    expect(canMove('payout_recorded', 'confirmPayout', 'customer')).toBe(false);
    expect(movesFor('payout_recorded', 'admin')).toEqual(['confirmPayout', 'refund']);
    expect(movesFor('payout_recorded', 'customer')).toEqual([]);
    expect(isFinalState('payout_recorded')).toBe(false);
  });

  it('lets a customer cancel only before reporting funding, staff until the funds are confirmed', () => {
    // A payment held for screening (D44) is not yet under way: its customer may still cancel it.
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'cancel', 'customer'))).toEqual([
      'awaiting_approval',
      'screening',
      'pending',
      'approved',
    ]);
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'cancel', 'admin'))).toEqual([
      'pending',
      'approved',
      'funding_reported',
    ]);
  });

  it('holds a request for screening by the system only, and lets staff alone clear it to review or reject it (D44)', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'holdForScreening', 'system'))).toEqual([
      'pending',
    ]);
    expect(canMove('pending', 'holdForScreening', 'admin')).toBe(false);
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'clearScreening', 'admin'))).toEqual([
      'screening',
    ]);
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'rejectScreening', 'admin'))).toEqual([
      'screening',
    ]);
    expect(canMove('screening', 'clearScreening', 'customer')).toBe(false);
    expect(canMove('screening', 'approve', 'admin')).toBe(false);
    expect(nextState('clearScreening')).toBe('pending');
    expect(nextState('rejectScreening')).toBe('rejected');
  });

  it("sends a request awaiting its business's approval to review or ends it, by the customer side only", () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'teamApprove', 'customer'))).toEqual([
      'awaiting_approval',
    ]);
    expect(nextState('teamApprove')).toBe('pending');
    expect(nextState('teamDecline')).toBe('declined');
    expect(canMove('awaiting_approval', 'teamApprove', 'admin')).toBe(false);
    expect(canMove('awaiting_approval', 'approve', 'admin')).toBe(false);
    expect(canMove('awaiting_approval', 'cancel', 'admin')).toBe(false);
  });

  it('expires only approved requests, and only by the job', () => {
    expect(PAYMENT_STATES.filter((state) => canMove(state, 'expire', 'system'))).toEqual(['approved']);
    expect(canMove('approved', 'expire', 'admin')).toBe(false);
  });

  it('offers nothing from a final state, and only a refund from sent', () => {
    expect(movesFor('sent', 'admin')).toEqual(['refund']);
    expect(movesFor('sent', 'customer')).toEqual([]);
    for (const state of ['rejected', 'cancelled', 'expired', 'refunded'] as const) {
      expect(isFinalState(state)).toBe(true);
      expect(movesFor(state, 'admin')).toEqual([]);
      expect(movesFor(state, 'customer')).toEqual([]);
    }
    expect(isFinalState('funded')).toBe(false);
  });
});
