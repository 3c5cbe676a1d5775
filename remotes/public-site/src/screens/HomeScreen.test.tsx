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
  it('writes "email" as the labels do (Email, Email Verification), not "e-mail"', () => {
    const { container } = renderHome();
    expect(container.textContent).toContain('verify your email');
    expect(container.textContent).not.toMatch(/e[-\u2011]mail/);
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
