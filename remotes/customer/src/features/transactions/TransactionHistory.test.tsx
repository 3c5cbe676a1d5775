import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { customerPayment } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { LOAD_FAILED_MESSAGE } from '../load-state';
import { EMPTY_HISTORY_HINTS, NO_TRANSACTIONS_MESSAGE, TransactionHistory } from './TransactionHistory';

function renderHistory(api: FakeApi) {
  signInCustomer();
  return renderWithCustomerContext(
    <>
      <h1 id="history-title">Transaction History</h1>
      <TransactionHistory labelledBy="history-title" />
    </>,
    { source: api.source },
  );
}

const table = () => screen.findByRole('table', { name: 'Transaction History' });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const cellsOf = (element: HTMLElement) =>
  rowsOf(element).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

const newest = customerPayment({
  reference: 'PAY-1003',
  recipientCompany: 'Midlands Packaging Ltd',
  foreignAmount: '3150.75',
  foreignCurrency: 'GBP',
  status: 'rejected',
  submittedAt: '2024-02-03T12:00:00.000Z',
});
const middle = customerPayment({
  reference: 'PAY-1002',
  recipientCompany: 'Osaka Power Components',
  foreignAmount: '980000',
  foreignCurrency: 'JPY',
  status: 'approved',
  submittedAt: '2024-01-22T12:00:00.000Z',
});
const oldest = customerPayment({
  reference: 'PAY-1001',
  recipientCompany: 'Shenzhen Textile Co.',
  foreignAmount: '12500.00',
  foreignCurrency: 'USD',
  status: 'pending',
  submittedAt: '2024-01-15T12:00:00.000Z',
});

describe('TransactionHistory', () => {
  afterEach(() => signOutCustomer());

  it("history shows the server's rows newest first and loads more", async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [newest, middle], nextCursor: 'page-2' }));
    api.on('GET', '/payments?cursor=page-2', succeeded({ payments: [oldest], nextCursor: null }));
    const user = userEvent.setup();
    renderHistory(api);

    const history = await table();
    const headers = within(history)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Transaction ID', 'Description', 'Amount', 'Status', 'Date']);
    expect(cellsOf(history)).toEqual([
      ['PAY-1003', 'Payment to Midlands Packaging Ltd', '£3,150.75', 'REJECTED', '3 Feb 2024'],
      ['PAY-1002', 'Payment to Osaka Power Components', 'JPY 980,000', 'APPROVED', '22 Jan 2024'],
    ]);
    expect(within(history).getByText('REJECTED')).toHaveClass('badge', 'badge-rejected');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('PAY-1001')).toBeInTheDocument();
    expect(cellsOf(history).map(([reference]) => reference)).toEqual(['PAY-1003', 'PAY-1002', 'PAY-1001']);
    expect(cellsOf(history)[2]).toEqual([
      'PAY-1001',
      'Payment to Shenzhen Textile Co.',
      '$12,500.00',
      'AWAITING VENDORBRIDGE REVIEW',
      '15 Jan 2024',
    ]);
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET', '/payments?cursor=page-2')).toHaveLength(1);
  });

  it("links each row to the request's page", async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [newest], nextCursor: null }));
    renderHistory(api);
    const history = await table();
    expect(within(history).getByRole('link', { name: 'PAY-1003' })).toHaveAttribute(
      'href',
      `/dashboard/payments/${newest.id}`,
    );
  });

  it('labels every cell with its column, which a phone shows beside the value in place of the header row', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [newest, middle], nextCursor: null }));
    renderHistory(api);
    for (const row of rowsOf(await table())) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label);
      expect(labels).toEqual(['Transaction ID', 'Description', 'Amount', 'Status', 'Date']);
    }
  });

  it('says what to do when there are no payment requests yet, and shows no sample rows', async () => {
    renderHistory(createNewCustomerApi());
    expect(await screen.findByText(NO_TRANSACTIONS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a payment request' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a business not yet approved what comes first, without inviting a request or offering an export', async () => {
    signInCustomer({ approved: false });
    renderWithCustomerContext(
      <>
        <h1 id="history-title">Transaction History</h1>
        <TransactionHistory labelledBy="history-title" />
      </>,
      { source: createNewCustomerApi().source },
    );
    expect(await screen.findByText(NO_TRANSACTIONS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_HISTORY_HINTS.notApproved)).toBeInTheDocument();
    // True also of a registration with everything submitted, waiting for review: nothing is "left to do".
    expect(
      screen.getByText(/You can request payments once VendorBridge has approved your account/),
    ).not.toHaveTextContent(/left to do/);
    expect(screen.queryByText(/Request a payment/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit a payment request' })).toBeNull();
    // An empty list has nothing to export or to filter.
    expect(screen.queryByRole('form', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('tells a viewer, who requests nothing, whose requests will appear', async () => {
    signInCustomer({ approved: true, businessRole: 'viewer' });
    renderWithCustomerContext(<TransactionHistory labelledBy="history-title" />, {
      source: createNewCustomerApi().source,
    });
    expect(await screen.findByText(EMPTY_HISTORY_HINTS.teamRequests)).toBeInTheDocument();
    expect(screen.queryByText(/Request a payment/)).toBeNull();
  });

  it('shows placeholder rows under the real column headers while the first page loads', async () => {
    const api = createNewCustomerApi();
    let answer: (response: Response) => void = () => undefined;
    api.on('GET', '/payments', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderHistory(api);

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions…');
    // The placeholder is not a table to assistive technology, only to the eye.
    expect(screen.queryByRole('table')).toBeNull();
    const headers = Array.from(container.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers).toEqual(['Transaction ID', 'Description', 'Amount', 'Status', 'Date']);

    await act(() => Promise.resolve(answer(succeeded({ payments: [newest], nextCursor: null }))));
    expect(within(await table()).getByText('PAY-1003')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('aligns amounts to the right in tabular figures', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [newest, middle], nextCursor: null }));
    renderHistory(api);
    const amounts = rowsOf(await table()).map((row) => within(row).getAllByRole('cell')[2]!);
    for (const cell of amounts) expect(cell).toHaveClass('num');
    expect(amounts.map((cell) => cell.querySelector('.money')?.textContent)).toEqual([
      '£3,150.75',
      'JPY 980,000',
    ]);
  });

  it('offers Retry when the history cannot be loaded, and reads it again', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/payments',
      refusedWith(500, 'Internal error'),
      succeeded({ payments: [newest], nextCursor: null }),
    );
    const user = userEvent.setup();
    renderHistory(api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions…');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findByText('PAY-1003')).toBeInTheDocument();
  });

  it('keeps the rows it has when the next page fails, and loads it on another try', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [newest], nextCursor: 'page-2' }));
    api.on(
      'GET',
      '/payments?cursor=page-2',
      refusedWith(503, 'The service is unavailable. Please try again shortly.'),
      succeeded({ payments: [oldest], nextCursor: null }),
    );
    const user = userEvent.setup();
    renderHistory(api);
    const history = await table();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    expect(within(history).getByText('PAY-1003')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('PAY-1001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
