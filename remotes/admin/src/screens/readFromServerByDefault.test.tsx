import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BankAccountScreen } from './BankAccountScreen';
import { DashboardScreen } from './DashboardScreen';
import { PaymentRequestsScreen } from './PaymentRequestsScreen';
import { answer } from '../testing/fakeApi';
import { paymentFixture, ratesFixture, statsFixture, walletFixture } from '../testing/fixtures';
import { WithQueryClient } from '../testing/queryClient';

afterEach(() => jest.restoreAllMocks());

const ok = (data: unknown) => answer(200, { success: true, message: 'OK', data });

/** What a fresh server answers each admin read with. */
function serverAnswer(url: string): Response {
  if (url.startsWith('/api/admin/dashboard')) return ok({ stats: statsFixture({ totalUsers: 2 }) });
  if (url.startsWith('/api/admin/activity')) return ok({ activity: [] });
  if (url.startsWith('/api/admin/payments')) return ok({ payments: [paymentFixture()], nextCursor: null });
  if (url.startsWith('/api/admin/receiving-account')) return ok({ receivingAccount: null });
  if (url.startsWith('/api/admin/wallet')) return ok({ wallet: walletFixture() });
  if (url.startsWith('/api/rates')) return ok(ratesFixture());
  return answer(404, { success: false, message: 'Not found' });
}

/** The address a fetch was called with, whichever form it was given in. */
const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function renderScreen(screenElement: ReactElement) {
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) => Promise.resolve(serverAnswer(urlOf(input))));
  render(<MemoryRouter>{screenElement}</MemoryRouter>, { wrapper: WithQueryClient });
  return fetch;
}

describe('the default admin data source', () => {
  it('reads the dashboard from the server, not from sample data', async () => {
    const fetch = renderScreen(<DashboardScreen />);
    await waitFor(() =>
      expect(screen.getByText('Total Users', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2'),
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/dashboard',
      '/api/admin/screening/status',
      '/api/admin/activity?limit=10',
    ]);
  });

  it('reads payment requests from the server', async () => {
    const fetch = renderScreen(<PaymentRequestsScreen />);
    expect(
      await screen.findByRole('article', {
        name: 'PAY-1001: Payment to Shenzhen Brightway Electronics Co., Ltd',
      }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/admin/payments?status=pending']);
  });

  it('reads the bank account page from the server and keeps nothing in the browser', async () => {
    const fetch = renderScreen(<BankAccountScreen />);
    await screen.findByRole('region', { name: 'Receiving Bank Account' });
    await screen.findByRole('region', { name: 'Wallet Settings' });
    await screen.findByRole('table', { name: 'Exchange rates' });
    // The receiving account is read once: the same answer holds the change waiting for
    // another superadmin (issue 22 point 3b).
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/admin/receiving-account',
      '/api/admin/wallet',
      '/api/fees',
      '/api/rates',
    ]);
    expect(localStorage.length).toBe(0);
  });
});
