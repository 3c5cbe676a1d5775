import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BATCH_QUOTES_FIELD,
  PAYMENT_BATCH_MESSAGES,
  type BatchCheck,
  type BatchLine,
  type PaymentBatch,
} from '@portal/contracts/paymentBatches';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import {
  fakeFile,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';
import { BatchPage } from './BatchPage';
import { createBatchSource } from './batchSource';
import { BatchSourceProvider } from './BatchSourceContext';
import { BulkPayment } from './BulkPayment';

const line = (number: number, errors: BatchLine['errors'] = {}): BatchLine => ({
  line: number,
  payee: `Vendor ${number} GmbH`,
  amount: `${number}00.00`,
  currency: 'EUR',
  reference: `INV-${number}`,
  errors,
});

const TOTALS: BatchCheck['totals'] = [
  {
    currency: 'EUR',
    count: 3,
    amount: '900.00',
    rate: '1650',
    localAmount: '1487000.00',
    feeAmount: '2000.00',
    fee: { flatNgn: '1000', percent: null },
    quoteId: 'quote-eur',
    expiresAt: '2026-11-29T10:00:00.000Z',
  },
  {
    currency: 'USD',
    count: 1,
    amount: '50.00',
    rate: '1500',
    localAmount: '75000.00',
    feeAmount: '0.00',
    fee: null,
    quoteId: 'quote-usd',
    expiresAt: '2026-11-29T10:00:00.000Z',
  },
];

const checkOf = (lines: BatchLine[], clean: boolean): BatchCheck => ({
  lines,
  errorCount: lines.filter((item) => Object.keys(item.errors).length > 0).length,
  totals: clean ? TOTALS : [],
  localTotal: clean ? '1562000.00' : null,
  feeTotal: clean ? '2000.00' : null,
  localCurrency: 'NGN',
  needsApproval: false,
});

const BATCH: PaymentBatch = {
  id: 'batch-1',
  reference: 'VB7K3M9Q2XC',
  status: 'submitted',
  paymentCount: 1,
  totals: TOTALS.map((total) => ({ ...total, expiresAt: null })),
  localTotal: '1562000.00',
  feeTotal: '2000.00',
  localCurrency: 'NGN',
  madeBy: { id: 'user-1', name: 'Ada Obi' },
  createdAt: '2026-11-29T09:00:00.000Z',
  payments: [
    {
      id: 'payment-1',
      reference: 'PAY-1042',
      customerReference: 'INV-1',
      recipientCompany: 'Vendor 1 GmbH',
      recipientBank: 'Deutsche Bank',
      recipientBankSwiftCode: 'DEUTDEFF',
      accountNumber: 'DE89370400440532013000',
      foreignAmount: '100.00',
      foreignCurrency: 'EUR',
      exchangeRate: '1650',
      localAmount: '166000.00',
      feeAmount: '1000.00',
      fee: { flatNgn: '1000', percent: null },
      localCurrency: 'NGN',
      invoice: null,
      status: 'pending',
      reason: null,
      submittedAt: '2026-11-29T09:00:00.000Z',
      decidedAt: null,
      purpose: 'goods',
      purposeText: null,
      beneficiaryId: 'beneficiary-1',
      madeBy: { id: 'user-1', name: 'Ada Obi' },
    },
  ],
};

async function renderPage(api: FakeApi, ui = <BulkPayment />, path = '/dashboard/bulk-payments') {
  const view = renderWithCustomerContext(
    <BatchSourceProvider source={createBatchSource(api.client)}>{ui}</BatchSourceProvider>,
    { source: api.source, path },
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

async function checkFile(user: ReturnType<typeof userEvent.setup>, name = 'payments.csv') {
  await user.upload(screen.getByLabelText('Payments file (CSV)'), fakeFile(name, 2_000));
  await user.click(screen.getByRole('button', { name: 'Check file' }));
}

describe('the Bulk payment page for a maker', () => {
  beforeEach(() => signInCustomer({ businessRole: 'maker' }));
  afterEach(() => signOutCustomer());

  it('shows each line’s errors next to that line and offers no confirmation while any line is bad', async () => {
    const api = createNewCustomerApi();
    api.on(
      'POST',
      '/payment-batches/check',
      succeeded({ check: checkOf([line(2), line(3, { amount: ['Enter a valid amount'] }), line(4)], false) }),
    );
    await renderPage(api);
    const user = userEvent.setup();
    await checkFile(user);

    expect(api.callsTo('POST', '/payment-batches/check')).toHaveLength(1);
    expect(await screen.findByText(/1 line needs correcting; no payment was created/)).toBeInTheDocument();
    const bad = screen.getByTestId('line-3');
    expect(within(bad).getByText('Amount: Enter a valid amount')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-2')).getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Totals of the batch' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the totals per currency with the rate, the fee or "No fee" and the naira total, then confirms with the check’s quotes and opens the batch', async () => {
    const api = createNewCustomerApi();
    api.on('POST', '/payment-batches/check', succeeded({ check: checkOf([line(2), line(3)], true) }));
    api.on('POST', '/payment-batches', succeeded({ batch: BATCH }, PAYMENT_BATCH_MESSAGES.created, 201));
    await renderPage(api);
    const user = userEvent.setup();
    await checkFile(user);

    const totals = await screen.findByRole('table', { name: 'Totals of the batch' });
    const eur = within(totals).getByRole('row', { name: /^EUR/ });
    expect(eur).toHaveTextContent('1 EUR = ₦1,650.00');
    expect(eur).toHaveTextContent('₦2,000.00 (₦1,000.00)');
    expect(within(totals).getByRole('row', { name: /^USD/ })).toHaveTextContent('No fee');
    expect(within(totals).getByTestId('batch-naira-total')).toHaveTextContent('₦1,562,000.00');

    await user.click(screen.getByRole('button', { name: 'Confirm 2 payments' }));
    const [sent] = api.callsTo('POST', '/payment-batches');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get(BATCH_QUOTES_FIELD)).toBe('quote-eur,quote-usd');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/payment-batches/batch-1');
  }, 20_000);

  it('says a refusal of the whole file next to the file field', async () => {
    const api = createNewCustomerApi();
    api.on(
      'POST',
      '/payment-batches/check',
      refusedWith(413, PAYMENT_BATCH_MESSAGES.tooManyRows, {
        errors: { file: [PAYMENT_BATCH_MESSAGES.tooManyRows] },
      }),
    );
    await renderPage(api);
    await checkFile(userEvent.setup());
    expect(await screen.findByText(PAYMENT_BATCH_MESSAGES.tooManyRows)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines of the file' })).not.toBeInTheDocument();
  }, 20_000);
});

describe('the Bulk payment page for a viewer', () => {
  beforeEach(() => signInCustomer({ businessRole: 'viewer' }));
  afterEach(() => signOutCustomer());

  it('says their role cannot create payments and shows no upload', async () => {
    await renderPage(createNewCustomerApi());
    expect(screen.getByTestId('role-note')).toHaveTextContent('can read payments but not create them');
    expect(screen.queryByLabelText('Payments file (CSV)')).not.toBeInTheDocument();
  });
});

describe('a bulk payment’s page', () => {
  beforeEach(() => signInCustomer({ businessRole: 'owner' }));
  afterEach(() => signOutCustomer());

  it('shows the one funding reference and naira total, and each payment with its own reference and the customer’s', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payment-batches/batch-1', succeeded({ batch: BATCH }));
    await renderPage(api, <BatchPage id="batch-1" />, '/dashboard/payment-batches/batch-1');
    expect(await screen.findByTestId('batch-reference')).toHaveTextContent('VB7K3M9Q2XC');
    expect(screen.getByTestId('batch-total')).toHaveTextContent('₦1,562,000.00');
    const payments = screen.getByRole('table', { name: 'Payments of the batch' });
    const row = within(payments).getByRole('row', { name: /PAY-1042/ });
    expect(row).toHaveTextContent('Vendor 1 GmbH');
    expect(row).toHaveTextContent('INV-1');
    expect(within(row).getByRole('link', { name: 'PAY-1042' })).toHaveAttribute(
      'href',
      '/dashboard/payments/payment-1',
    );
  });
});
