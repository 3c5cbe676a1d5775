import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentRequest, Decision } from '@portal/contracts';
import { paymentRequestFixture } from '../../testing/fixtures';
import { fakeAdminDataSource } from '../../testing/fakeAdminDataSource';
import { renderWithSource } from '../../testing/renderAdmin';
import { PaymentRequestList } from './PaymentRequestList';

const shenzhen = paymentRequestFixture();
const muller = paymentRequestFixture({
  id: 'pay-2',
  recipientCompany: 'Müller Maschinenbau GmbH',
  recipientBank: 'Deutsche Bank AG',
  accountNumber: 'DE89370400440532013000',
  foreignAmount: 8420.75,
  foreignCurrency: 'EUR',
  exchangeRate: 483,
  localAmount: 4067222.25,
  invoiceFile: null,
});
const northline = paymentRequestFixture({
  id: 'pay-3',
  recipientCompany: 'Northline Freight Ltd',
  status: 'rejected',
});

function setup() {
  const rows = [shenzhen, muller, northline];
  const source = fakeAdminDataSource({
    listPaymentRequests: () => Promise.resolve(rows),
    decidePaymentRequest: (id: string, decision: Decision) =>
      Promise.resolve({ ...(rows.find((row) => row.id === id) as AdminPaymentRequest), status: decision }),
  });
  renderWithSource(<PaymentRequestList />, source);
  return { source, user: userEvent.setup() };
}

const card = (recipient: string) => screen.getByRole('article', { name: `Payment to ${recipient}` });

/** The value shown for a field label inside one card. */
function field(scope: HTMLElement, label: string) {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('payment requests', () => {
  it('shows every field of a request, amounts in their currencies', async () => {
    setup();
    const request = await screen.findByRole('article', { name: 'Payment to Müller Maschinenbau GmbH' });
    expect(field(request, 'User')).toHaveTextContent('Ngozi Obi');
    expect(field(request, 'Company')).toHaveTextContent('Obi Pharmaceuticals Plc');
    expect(field(request, 'Recipient')).toHaveTextContent('Müller Maschinenbau GmbH');
    expect(field(request, 'Bank')).toHaveTextContent('Deutsche Bank AG');
    expect(field(request, 'Amount')).toHaveTextContent('€8,420.75');
    expect(field(request, 'Amount in NGN')).toHaveTextContent('₦4,067,222.25');
    expect(field(request, 'Rate')).toHaveTextContent('₦483.00 per EUR');
    expect(field(request, 'Invoice')).toHaveTextContent('None');
    expect(field(request, 'Status')).toHaveTextContent('PENDING');
    expect(field(request, 'Submitted')).toHaveTextContent('5 Mar 2024');
    expect(field(card('Shenzhen Brightway Electronics Co., Ltd'), 'Invoice')).toHaveTextContent(
      'BW-INV-2291.pdf',
    );
  });

  it('masks account numbers, leaving only the last 4 digits visible', async () => {
    setup();
    await screen.findByRole('article', { name: 'Payment to Müller Maschinenbau GmbH' });
    expect(field(card('Müller Maschinenbau GmbH'), 'Account Number')).toHaveTextContent(/^\*\*\*\*3000$/);
    expect(field(card('Shenzhen Brightway Electronics Co., Ltd'), 'Account Number')).toHaveTextContent(
      /^\*\*\*\*7010$/,
    );
    expect(document.body).not.toHaveTextContent('DE89370400440532013000');
    expect(document.body).not.toHaveTextContent('6216610200016587010');
  });

  it('approves a pending request for good: APPROVED, no buttons, an alert', async () => {
    const { source, user } = setup();
    await screen.findByRole('article', { name: 'Payment to Müller Maschinenbau GmbH' });

    await user.click(within(card('Müller Maschinenbau GmbH')).getByRole('button', { name: 'Approve' }));

    expect(field(card('Müller Maschinenbau GmbH'), 'Status')).toHaveTextContent('APPROVED');
    expect(within(card('Müller Maschinenbau GmbH')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment request of €8,420.75 to Müller Maschinenbau GmbH approved.',
    );
    expect(source.decidePaymentRequest).toHaveBeenCalledWith('pay-2', 'approved');
    expect(
      within(card('Shenzhen Brightway Electronics Co., Ltd')).getByRole('button', { name: 'Approve' }),
    ).toBeEnabled();
  });

  it('rejects a pending request for good: REJECTED, no buttons, an alert', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Payment to Shenzhen Brightway Electronics Co., Ltd' });

    await user.click(
      within(card('Shenzhen Brightway Electronics Co., Ltd')).getByRole('button', { name: 'Reject' }),
    );

    expect(field(card('Shenzhen Brightway Electronics Co., Ltd'), 'Status')).toHaveTextContent('REJECTED');
    expect(within(card('Shenzhen Brightway Electronics Co., Ltd')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment request of US$1,000.00 to Shenzhen Brightway Electronics Co., Ltd rejected.',
    );
  });

  it('offers no actions on a request decided before', async () => {
    setup();
    const decided = await screen.findByRole('article', { name: 'Payment to Northline Freight Ltd' });
    expect(field(decided, 'Status')).toHaveTextContent('REJECTED');
    expect(within(decided).queryByRole('button')).toBeNull();
  });
});
