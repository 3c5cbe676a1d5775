import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { HomeScreen } from './HomeScreen';

describe('HomeScreen', () => {
  it('claims only what the portal does: the currencies a payment may be made in, no country count or providers', () => {
    render(
      <MemoryRouter>
        <HomeScreen openModal={() => undefined} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', {
        name: `Suppliers abroad, paid in ${PAYMENT_CURRENCIES.length} currencies`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/50\+ countries|multi-provider/i);
  });
});
