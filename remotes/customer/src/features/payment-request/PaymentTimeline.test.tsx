import { render, screen, within } from '@testing-library/react';
import { PAYMENT_STATE_GROUPS, PAYMENT_STATES, type PaymentState } from '@portal/rules/paymentLifecycle';
import { paymentDetail } from '../../testing/fakeCustomerData';
import { PaymentTimeline } from './PaymentTimeline';

const UETR = 'f7056296-5f52-45c9-84ff-2d338256d1ca';

const timelineOf = (status: PaymentState) => {
  render(<PaymentTimeline payment={paymentDetail({ status })} />);
  return screen.getByRole('list', { name: 'Progress of this request' });
};

const nextRow = (timeline: HTMLElement) =>
  timeline.querySelector('[aria-current="step"]')?.textContent ?? null;

describe('the payment timeline', () => {
  it('says what happens next, and who acts, for a request waiting for the team approver (PAY-1028)', () => {
    const timeline = timelineOf('awaiting_approval');
    expect(
      within(timeline).getByText('Next: an approver in your team approves or declines it'),
    ).toHaveAttribute('class', 'timeline-label');
  });

  it.each(PAYMENT_STATE_GROUPS.inProgress)('has a "Next:" row while the request is %s', (status) => {
    expect(nextRow(timelineOf(status))).toMatch(/^Next: \S/);
  });

  it.each(
    PAYMENT_STATES.filter((state) => !(PAYMENT_STATE_GROUPS.inProgress as readonly string[]).includes(state)),
  )('has no "Next:" row once the request is %s', (status) => {
    expect(nextRow(timelineOf(status))).toBeNull();
  });

  it('sets a payout UETR as the payment card does: one identifier box, wrapping only after its hyphens', () => {
    const payment = paymentDetail({ status: 'sent' });
    const paidOut = {
      ...payment.timeline[payment.timeline.length - 1]!,
      note: `Paid out, payout reference (UETR) ${UETR}`,
    };
    render(
      <PaymentTimeline payment={{ ...payment, timeline: [...payment.timeline.slice(0, -1), paidOut] }} />,
    );
    const identifier = screen.getByText((_, element) => element?.className === 'identifier');
    expect(identifier.textContent).toBe(UETR);
    expect(identifier.innerHTML).toBe('f7056296-<wbr>5f52-<wbr>45c9-<wbr>84ff-<wbr>2d338256d1ca');
  });
});
