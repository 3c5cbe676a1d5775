import { act, screen, within } from '@testing-library/react';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { dashboardStats } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { QuickStats } from './QuickStats';

/** Holds the dashboard counts until the test answers, to see the page while they load. */
function holdCounts() {
  const api = createNewCustomerApi();
  let answer: (response: Response) => void = () => undefined;
  api.on('GET', '/dashboard', () => new Promise<Response>((resolve) => (answer = resolve)));
  return { api, answer: (response: Response) => act(() => Promise.resolve(answer(response))) };
}

const cardsOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.stat'), (card) => card.querySelector('dt')?.textContent);

describe('quick stats', () => {
  afterEach(() => signOutCustomer());

  it('keeps every card in place with a placeholder while the counts load, announced once', async () => {
    signInCustomer();
    const { api, answer } = holdCounts();
    const { container } = renderWithCustomerContext(<QuickStats />, { source: api.source });

    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    expect(within(stats).getAllByRole('status')).toHaveLength(1);
    expect(within(stats).getByRole('status')).toHaveTextContent('Loading your payment counts…');
    const loadingCards = cardsOf(container);
    expect(loadingCards).toEqual(['Pending Payments', 'Completed Transactions', 'Approval Status']);
    expect(container.querySelectorAll('.stat .skeleton-line')).toHaveLength(2);

    await answer(
      succeeded({ stats: dashboardStats({ pendingPayments: 2, completedTransactions: 5, rejected: 0 }) }),
    );

    // The same cards in the same order: nothing moves when the figures arrive.
    expect(cardsOf(container)).toEqual(loadingCards);
    expect(within(stats).queryByRole('status')).toBeNull();
    expect(within(stats).getByText('Pending Payments').nextElementSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Completed Transactions').nextElementSibling).toHaveTextContent('5');
  });

  it('says under the pending figure what it counts: every request not yet paid out (shots8)', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    api.on('GET', '/dashboard', succeeded({ stats: dashboardStats({ pendingPayments: 6 }) }));
    renderWithCustomerContext(<QuickStats />, { source: api.source });
    const figure = await screen.findByText('6');
    expect(figure.nextElementSibling).toHaveTextContent(
      'Not yet paid out: awaiting approval, funding or payout',
    );
    expect(screen.getByText('Pending Payments').closest('.stat')).toContainElement(figure);
  });
});
