import { screen, within } from '@testing-library/react';
import type { CustomerDataSource, Transaction } from '@portal/contracts';
import { createSampleCustomerDataSource } from '../data-source';
import { renderWithCustomerContext } from '../../testing/renderCustomerArea';
import { TransactionHistory } from './TransactionHistory';

function renderHistory(source: CustomerDataSource = createSampleCustomerDataSource()) {
  return renderWithCustomerContext(
    <>
      <h1 id="history-title">Transaction History</h1>
      <TransactionHistory labelledBy="history-title" />
    </>,
    { source },
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('TransactionHistory', () => {
  it('lists id, description, amount, status and date in a table named Transaction History', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Transaction ID', 'Description', 'Amount', 'Status', 'Date']);
    expect(rowsOf(table).length).toBeGreaterThanOrEqual(3);
  });

  it('labels every cell with its column, which a phone shows beside the value in place of the header row', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    for (const row of rowsOf(table)) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label);
      expect(labels).toEqual(['Transaction ID', 'Description', 'Amount', 'Status', 'Date']);
    }
  });

  it('formats each amount in its own currency, shows the status as an upper-case badge, and the date', async () => {
    const transactions: Transaction[] = [
      {
        id: 'T-1',
        description: 'Looms',
        amount: 12500,
        currency: 'USD',
        status: 'approved',
        date: '2024-01-15',
      },
      {
        id: 'T-2',
        description: 'Licences',
        amount: 4200.5,
        currency: 'EUR',
        status: 'pending',
        date: '2024-01-22',
      },
      {
        id: 'T-3',
        description: 'Boxes',
        amount: 3150.75,
        currency: 'GBP',
        status: 'rejected',
        date: '2024-02-03',
      },
    ];
    const source = { ...createSampleCustomerDataSource(), listTransactions: async () => transactions };
    renderHistory(source);
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    const cells = rowsOf(table).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['T-1', 'Looms', 'US$12,500.00', 'APPROVED', '15 Jan 2024'],
      ['T-2', 'Licences', '€4,200.50', 'PENDING', '22 Jan 2024'],
      ['T-3', 'Boxes', '£3,150.75', 'REJECTED', '3 Feb 2024'],
    ]);
    expect(within(table).getByText('REJECTED')).toHaveClass('badge', 'badge-rejected');
  });

  it('shows the sample rows in all three statuses and several currencies', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
      expect(within(table).getAllByText(status).length).toBeGreaterThan(0);
    }
    for (const amount of [/^US\$/, /^€/, /^£/, /^₦/]) {
      expect(within(table).getAllByText(amount).length).toBeGreaterThan(0);
    }
  });

  it('says so when the history cannot be loaded', async () => {
    const source = {
      ...createSampleCustomerDataSource(),
      listTransactions: () => Promise.reject(new Error('offline')),
    };
    renderHistory(source);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This information could not be loaded. Please try again.',
    );
  });
});
