import { render, screen } from '@testing-library/react';
import { AboutScreen } from './AboutScreen';

describe('AboutScreen', () => {
  it('promises no reply time or round-the-clock help: it says how support is reached', () => {
    render(<AboutScreen />);

    const support = screen.getByRole('heading', { name: 'Support' }).closest('article');
    expect(support).toHaveTextContent(/Contact page/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/around the clock|24 hours/i);
  });
});
