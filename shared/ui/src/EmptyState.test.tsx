import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { Receipt } from './icons';

describe('EmptyState', () => {
  it('says what is missing and what to do next, and renders its action', async () => {
    const onAct = jest.fn();
    render(
      <EmptyState
        icon={Receipt}
        title="You have not made any payment requests yet."
        action={
          <button type="button" onClick={onAct}>
            Submit a payment request
          </button>
        }
      >
        Request a payment to a vendor abroad and it will appear here with its status.
      </EmptyState>,
    );
    expect(screen.getByText('You have not made any payment requests yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Request a payment to a vendor abroad and it will appear here with its status.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit a payment request' }));
    expect(onAct).toHaveBeenCalledTimes(1);
  });

  it('keeps its icon out of the accessibility tree', () => {
    const { container } = render(<EmptyState title="No activity has been recorded yet." />);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
