import path from 'node:path';
import { cssRule } from '../../testing/cssRule';

const adminCss = path.join(__dirname, '../../admin.css');

describe('a Recent Activity row', () => {
  it('gives its summary the whole row and puts who and when on a line under it, at every width', () => {
    expect(cssRule(adminCss, '.activity-list li')).toMatchObject({
      display: 'grid',
      'grid-template-columns': 'minmax(0, 1fr)',
    });
    expect(cssRule(adminCss, '.activity-list .activity-when')).toEqual({ 'text-align': 'start' });
  });

  it('keeps a status change ("Awaiting VendorBridge review → Approved") on one line where the row has room', () => {
    expect(cssRule(adminCss, '.activity-status-change')['white-space']).toBe('nowrap');
  });
});

describe("a payment queue's tile on a phone", () => {
  it('sets its label at the stat cards\' size, with less padding, so "Payouts to confirm" takes two lines', () => {
    expect(cssRule(adminCss, '.payment-queues .payment-queue', '@media (max-width: 420px)')).toEqual({
      'padding-inline': 'var(--space-3)',
      gap: 'var(--space-1)',
    });
    expect(cssRule(adminCss, '.payment-queue-label', '@media (max-width: 420px)')).toEqual({
      'font-size': 'var(--text-sm)',
    });
  });
});
