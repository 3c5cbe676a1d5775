import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Sidebar">
        <a href="/elsewhere">Elsewhere</a>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <button type="button">First in the content</button>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first thing Tab reaches', async () => {
    render(<Page />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('focuses the main content on Enter, so the next Tab starts inside it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First in the content' })).toHaveFocus();
  });

  it('keeps the main content out of the Tab order', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
