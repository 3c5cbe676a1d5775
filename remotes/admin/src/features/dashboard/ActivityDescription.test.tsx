import { render } from '@testing-library/react';
import { ActivityDescription, splitStatusChange } from './ActivityDescription';

const APPROVED = 'Payment request PAY-1026 of Ngozi Eze (€4,200.00): Awaiting VendorBridge review → Approved';

describe('an activity row that records a status change', () => {
  it('keeps "Awaiting VendorBridge review → Approved" together in one span, the rest around it', () => {
    const { container } = render(<ActivityDescription description={APPROVED} />);
    expect(container).toHaveTextContent(APPROVED);
    expect(container.querySelector('.activity-status-change')?.textContent).toBe(
      'Awaiting VendorBridge review → Approved',
    );
  });

  it('leaves a closing note such as "(by the system)" outside the change', () => {
    expect(
      splitStatusChange('Payment request PAY-1 of A (€1.00): Approved → Expired (by the system)'),
    ).toEqual({
      before: 'Payment request PAY-1 of A (€1.00): ',
      change: 'Approved → Expired',
      after: ' (by the system)',
    });
  });

  it('takes the whole text as the change when nothing comes before it', () => {
    expect(splitStatusChange('Pending → Approved')?.change).toBe('Pending → Approved');
  });

  it('prints an entry without a status change as it is', () => {
    const { container } = render(
      <ActivityDescription description="Registration of Okonkwo Textiles Ltd approved" />,
    );
    expect(container).toHaveTextContent('Registration of Okonkwo Textiles Ltd approved');
    expect(container.querySelector('.activity-status-change')).toBeNull();
  });
});
