import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { HomeScreen } from './HomeScreen';

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomeScreen openModal={() => undefined} />
    </MemoryRouter>,
  );

describe('HomeScreen', () => {
  it('writes "e-mail" (the spec\'s spelling) with a hyphen a line never breaks at', () => {
    const { container } = renderHome();
    // U+2011: "e- / mail" was split across two lines at 1280 px (issue 31 review).
    expect(container.textContent).toContain('verify your e\u2011mail');
    expect(container.textContent).not.toMatch(/e-mail/);
  });

  it('claims only what the portal does: the currencies a payment may be made in, no country count or providers', () => {
    renderHome();
    expect(
      screen.getByRole('heading', {
        name: `Suppliers abroad, paid in ${PAYMENT_CURRENCIES.length} currencies`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/50\+ countries|multi-provider/i);
  });
});
