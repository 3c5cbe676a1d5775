import { render, screen } from '@testing-library/react';
import { ITEM_STATUSES } from '@portal/contracts/status';
import { StatusBadge } from './StatusBadge';
import { ITEM_STATUS_LABELS } from './words/onboardingNextStep';

describe('StatusBadge', () => {
  it.each(ITEM_STATUSES)('shows the status %s in words, not by colour alone', (status) => {
    const { container } = render(<StatusBadge status={status} />);
    const words = ITEM_STATUS_LABELS[status].toUpperCase();
    const badge = screen.getByText(words);
    expect(badge).toHaveClass('badge', `badge-${status}`);
    // The icon repeats the words for sighted readers; assistive technology hears the word once.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveTextContent(new RegExp(`^${words}$`));
  });

  it('gives each status its own icon', () => {
    const { container } = render(
      <>
        {ITEM_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const icons = Array.from(container.querySelectorAll('svg'), (svg) => svg.getAttribute('class'));
    expect(new Set(icons).size).toBe(ITEM_STATUSES.length);
  });
});
