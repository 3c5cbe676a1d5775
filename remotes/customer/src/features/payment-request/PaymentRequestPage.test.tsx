import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import {
  emptyWallet,
  paidBeneficiary,
  paymentDetail,
  receivingAccount,
} from '../../testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { LOAD_FAILED_MESSAGE } from '../load-state';
import { PAY_TO_NOT_SET } from './PayToDetails';

const ID = '10000000-0000-4000-8000-000000000042';

async function openRequest(api: FakeApi, id = ID) {
  signInCustomer();
  return renderCustomerArea(`/dashboard/payments/${id}`, api.source);
}

const approved = (payTo: PaymentDetail['payTo']) =>
  paymentDetail({
    id: ID,
    reference: 'PAY-1042',
    foreignAmount: '250.75',
    foreignCurrency: 'EUR',
    exchangeRate: '483',
    localAmount: '121112.25',
    status: 'approved',
    decidedAt: '2024-03-06T12:00:00.000Z',
    payTo,
  });

describe('the payment request page', () => {
  afterEach(() => signOutCustomer());

  it('approved request shows where to send the naira amount', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: approved({
          amount: '121112.25',
          currency: 'NGN',
          receivingAccount: receivingAccount(),
          wallet: emptyWallet(),
        }),
      }),
    );
    await openRequest(api);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment request PAY-1042' })).toBeInTheDocument();
    const payTo = screen.getByRole('region', { name: 'Where to send the payment' });
    expect(within(payTo).getByTestId('pay-to-instruction')).toHaveTextContent(
      'Send ₦121,112.25 to VendorBridge Collections Ltd at Zenith Bank, quoting your reference PAY-1042.',
    );
    expect(payTo).toHaveTextContent('BankZenith Bank');
    expect(payTo).toHaveTextContent('Account nameVendorBridge Collections Ltd');
    expect(payTo).toHaveTextContent('Account number1234567890');
    // Wallet fields an admin left empty ("Not set") are not offered.
    expect(within(payTo).queryByText(/USDC/)).toBeNull();
    const timeline = screen.getByRole('list', { name: 'Progress of this request' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringMatching(/^Awaiting VendorBridge review: submitted by .+ 5 Mar 2024/),
      expect.stringMatching(/^Approved by VendorBridge 6 Mar 2024/),
      'Next: you send the naira amount and report your payment here',
    ]);
  });

  it('names who prepared it and who approved it in the business, each timeline row by its move', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: paymentDetail({
          id: ID,
          status: 'pending',
          madeBy: { id: 'member-2', name: 'Bola Ade' },
          timeline: [
            { status: 'awaiting_approval', at: '2024-03-05T09:00:00.000Z', by: 'Bola Ade', note: null },
            { status: 'pending', at: '2024-03-05T10:00:00.000Z', by: 'Ada Obi (you)', note: null },
          ],
        }),
      }),
    );
    await openRequest(api);

    const steps = within(screen.getByRole('list', { name: 'Progress of this request' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    // Each row starts with the badge's name of the state it reached, then the move (issue 31).
    expect(steps[0]).toMatch(/^Awaiting team approval: submitted by Bola Ade 5 Mar 2024/);
    expect(steps[1]).toMatch(
      /^Awaiting VendorBridge review: approved in your team by Ada Obi \(you\) 5 Mar 2024/,
    );
    expect(steps.join(' ')).not.toMatch(/Pending/);
    expect(screen.getByText('Prepared by').nextElementSibling).toHaveTextContent('Bola Ade');
    expect(screen.getByText('Approved in your team by').nextElementSibling).toHaveTextContent(
      'Ada Obi (you)',
    );
  });

  it("shows the beneficiary's details as paid (the version the request was made with) and the purpose", async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: paymentDetail({
          id: ID,
          beneficiaryId: paidBeneficiary().id,
          beneficiary: paidBeneficiary(),
          purpose: 'other',
          purposeText: 'Trade fair stand',
        }),
      }),
    );
    await openRequest(api);
    const details = await screen.findByRole('region', { name: 'Request details' });
    for (const text of [
      'BeneficiaryAcme Supplies Inc.',
      'CountryUnited States',
      'BankChase',
      'Account number123456789',
      'Routing number021000021',
      'Address1 Main Street, Springfield',
      'PurposeOther: Trade fair stand',
    ])
      expect(details).toHaveTextContent(text);
    expect(within(details).queryByText('Recipient company')).toBeNull();
  });

  it('shows the recipient fields of a request made before the beneficiary book', async () => {
    const api = createNewCustomerApi();
    api.on('GET', `/payments/${ID}`, succeeded({ payment: paymentDetail({ id: ID, purpose: null }) }));
    await openRequest(api);
    const details = await screen.findByRole('region', { name: 'Request details' });
    expect(details).toHaveTextContent('Recipient companyShenzhen Textile Co.');
    expect(details).toHaveTextContent('SWIFT/BICBKCHCNBJ');
    expect(within(details).queryByText('Purpose')).toBeNull();
  });

  it('says the account is not set yet when an approved request has nowhere to send to', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: approved({
          amount: '121112.25',
          currency: 'NGN',
          receivingAccount: null,
          wallet: emptyWallet(),
        }),
      }),
    );
    await openRequest(api);
    const payTo = screen.getByRole('region', { name: 'Where to send the payment' });
    expect(payTo).toHaveTextContent(PAY_TO_NOT_SET);
    expect(within(payTo).queryByText(/Send ₦/)).toBeNull();
  });

  it('offers the wallet settings an admin filled in when no bank account is set', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: approved({
          amount: '121112.25',
          currency: 'NGN',
          receivingAccount: null,
          wallet: emptyWallet({ nairaAccountNumber: '0123456789' }),
        }),
      }),
    );
    await openRequest(api);
    const payTo = screen.getByRole('region', { name: 'Where to send the payment' });
    expect(within(payTo).getByTestId('pay-to-instruction')).toHaveTextContent(
      'Send ₦121,112.25 to one of the following, quoting your reference PAY-1042.',
    );
    expect(payTo).toHaveTextContent('Naira account number0123456789');
    expect(payTo).not.toHaveTextContent(PAY_TO_NOT_SET);
  });

  it('rejected request shows the reason once, in its Reason line', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({
        payment: paymentDetail({
          id: ID,
          status: 'rejected',
          reason: 'The invoice does not match the amount',
          decidedAt: '2024-03-06T12:00:00.000Z',
        }),
      }),
    );
    await openRequest(api);
    expect(screen.getByTestId('payment-reason')).toHaveTextContent(
      'Reason: The invoice does not match the amount',
    );
    // Printed once: the timeline's Rejected row says when and by whom, not the reason again.
    expect(screen.getAllByText(/The invoice does not match the amount/)).toHaveLength(1);
    expect(screen.getByText('REJECTED')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where to send the payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Submit a new payment request' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
  });

  it('shows a pending request awaiting VendorBridge review, with no account to pay', async () => {
    const api = createNewCustomerApi();
    api.on('GET', `/payments/${ID}`, succeeded({ payment: paymentDetail({ id: ID }) }));
    await openRequest(api);
    const timeline = screen.getByRole('list', { name: 'Progress of this request' });
    expect(within(timeline).getByText('Next: VendorBridge approves or rejects it')).toBeInTheDocument();
    // One name for the state: the badge, the status line and the timeline agree (issue 31).
    expect(screen.getByText('AWAITING VENDORBRIDGE REVIEW')).toBeInTheDocument();
    expect(screen.getByTestId('payment-hint')).toHaveTextContent('VendorBridge is reviewing it');
    expect(within(timeline).getByText(/^Awaiting VendorBridge review: submitted by/)).toBeInTheDocument();
    expect(screen.queryByText(/Pending Admin Approval|PENDING|Awaiting review by/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where to send the payment' })).toBeNull();
    expect(screen.getByText('No invoice was attached.')).toBeInTheDocument();
  });

  it("says 'Payment request not found' for an id the server does not know, with a link back", async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/payments/not-mine', refusedWith(404, 'Not found', { code: ERROR_CODES.notFound }));
    await openRequest(api, 'not-mine');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transaction History' })).toHaveAttribute(
      'href',
      '/dashboard/transactions',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the request could not be read for another reason', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      `/payments/${ID}`,
      refusedWith(500, 'Internal error'),
      succeeded({ payment: paymentDetail({ id: ID, reference: 'PAY-1042' }) }),
    );
    const user = userEvent.setup();
    await openRequest(api);
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment request PAY-1042' }),
    ).toBeInTheDocument();
  });

  describe('the invoice', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/invoice-1');
    let tab: { opener: unknown; location: { href: string }; close: jest.Mock };

    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      tab = { opener: window, location: { href: 'about:blank' }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      createObjectURL.mockClear();
    });

    it('opens through the authorised invoice route in a new tab', async () => {
      const api = createNewCustomerApi();
      const invoice = {
        fileName: 'invoice-42.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        sha256: 'b'.repeat(64),
      };
      api.on('GET', `/payments/${ID}`, succeeded({ payment: paymentDetail({ id: ID, invoice }) }));
      api.on('GET', `/payments/${ID}/invoice`, new Response('%PDF-1.4', { status: 200 }));
      const user = userEvent.setup();
      await openRequest(api);

      await user.click(screen.getByRole('button', { name: 'View invoice-42.pdf' }));
      const [download] = api.callsTo('GET', `/payments/${ID}/invoice`);
      expect(download?.headers.Authorization).toBe('Bearer test-token');
      expect(tab.opener).toBeNull();
      expect(tab.location.href).toBe('blob:http://localhost/invoice-1');
    });
  });
});
