import { screen, within } from '@testing-library/react';
import { statsFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { PaymentQueues } from './PaymentQueues';
import { StaleRatesWarning } from './StaleRatesWarning';

const withStats = (stats = statsFixture()) => ({ getDashboardStats: () => Promise.resolve(stats) });

describe('payment work queues on the dashboard', () => {
  it("shows the server's count of each queue, linking to the list filtered by it", async () => {
    renderWithSource(
      <PaymentQueues />,
      withStats(
        statsFixture({
          paymentQueues: {
            toReview: 7,
            awaitingFunds: 4,
            fundsToConfirm: 2,
            toPayOut: 1,
            payoutsToConfirm: 3,
          },
        }),
      ),
    );
    const queues = await screen.findByRole('region', { name: 'Payment work queues' });
    const links = within(queues).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['To review7', '/admin/payment-requests?status=toReview'],
      ['Awaiting funds4', '/admin/payment-requests?status=awaitingFunds'],
      ['Funds to confirm2', '/admin/payment-requests?status=fundsToConfirm'],
      ['To pay out1', '/admin/payment-requests?status=toPayOut'],
      ['Payouts to confirm3', '/admin/payment-requests?status=payoutsToConfirm'],
    ]);
  });
});

describe('the stale-rate warning', () => {
  it('names each placeholder or old rate and links to Exchange Rates', async () => {
    renderWithSource(
      <StaleRatesWarning />,
      withStats(
        statsFixture({
          staleRates: [
            { currency: 'USD', setAt: null },
            { currency: 'EUR', setAt: '2024-03-05T12:00:00.000Z' },
          ],
        }),
      ),
    );
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('USD never set — placeholder');
    expect(warning).toHaveTextContent('EUR set 5 Mar 2024');
    expect(within(warning).getByRole('link', { name: 'Set them in Exchange Rates' })).toHaveAttribute(
      'href',
      '/admin/bank-account#exchange-rates',
    );
  });

  it('is not shown while every rate is fresh', async () => {
    const { container } = renderWithSource(<StaleRatesWarning />, withStats());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
