import { PAYMENT_MOVES, PAYMENT_STATES, nextState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from './paymentStates';

describe('the payment states in words', () => {
  it('names every state in one word list, sent shown as Completed', () => {
    expect(Object.keys(PAYMENT_STATE_LABELS).sort()).toEqual([...PAYMENT_STATES].sort());
    expect(PAYMENT_STATE_LABELS.sent).toBe('Completed');
    expect(PAYMENT_MOVES.map(nextState)).toContain('refunded');
  });
});
