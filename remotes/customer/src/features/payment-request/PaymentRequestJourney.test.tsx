import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { FUNDING_PROOF_FIELD, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_STATES, type PaymentState } from '@portal/rules/paymentLifecycle';
import { createNewCustomerApi, succeeded, type FakeApi } from '../../testing/fakeApi';
import { paymentDetail } from '../../testing/fakeCustomerData';
import {
  fakeFile,
  renderCustomerArea,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';

const ID = '10000000-0000-4000-8000-000000000077';

const funding: PaymentDetail['funding'] = {
  amount: '603991.50',
  currency: 'NGN',
  reference: 'VB7K3M9Q2XC',
  deadline: '2026-03-08T12:00:00.000Z',
  account: {
    bankName: 'Zenith Bank',
    accountName: 'VendorBridge Collections Ltd',
    accountNumber: '1234567890',
  },
};

const inState = (status: PaymentState, overrides: Partial<PaymentDetail> = {}) =>
  paymentDetail({
    id: ID,
    reference: 'PAY-2077',
    status,
    decidedAt: status === 'pending' ? null : '2026-03-05T12:00:00.000Z',
    funding: status === 'pending' || status === 'rejected' ? null : funding,
    ...overrides,
  });

async function openRequest(payment: PaymentDetail, api: FakeApi = createNewCustomerApi()) {
  api.on('GET', `/payments/${ID}`, succeeded({ payment }));
  signInCustomer();
  await renderCustomerArea(`/dashboard/payments/${ID}`, api.source);
  return { api, user: userEvent.setup() };
}

const ACTIONS = ['I have paid', 'Cancel request', 'Download receipt'];
const offered = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);

describe('the payment request page along the journey', () => {
  afterEach(() => signOutCustomer());

  it.each(PAYMENT_STATES.map((state) => [state]))(
    'offers exactly the moves the lifecycle allows a customer in state %s, with its hint',
    async (state) => {
      await openRequest(inState(state));
      const expected: Record<PaymentState, string[]> = {
        awaiting_approval: ['Cancel request'],
        // Held for a sanctions check (D44): not yet under way, so it may still be cancelled.
        screening: ['Cancel request'],
        pending: ['Cancel request'],
        approved: ['I have paid', 'Cancel request'],
        funding_reported: [],
        funded: [],
        payout_recorded: [],
        sent: ['Download receipt'],
        rejected: [],
        declined: [],
        cancelled: [],
        expired: [],
        refunded: [],
      };
      expect(offered()).toEqual(expected[state]);
      expect(screen.getByTestId('payment-hint')).toHaveTextContent(PAYMENT_STATE_HINTS[state]);
      const instructions = screen.queryByRole('region', { name: 'How to pay' });
      if (state === 'approved') expect(instructions).toBeInTheDocument();
      else expect(instructions).toBeNull();
    },
  );

  it('a recorded payout reads as the funded state until a second person confirms it: no payout shown', async () => {
    // As the server answers the customer then: the naira's receipt, no payout block (issue 22).
    await openRequest(
      inState('payout_recorded', {
        fundingConfirmation: {
          amountReceived: '603991.50',
          bankReference: 'ZEN-1',
          confirmedAt: '2026-03-06T12:00:00.000Z',
        },
      }),
    );
    expect(screen.getByText('PAYOUT AWAITING CONFIRMATION')).toBeInTheDocument();
    expect(screen.getByTestId('payment-hint')).toHaveTextContent(
      'Your naira arrived; we are paying your vendor.',
    );
    expect(PAYMENT_STATE_HINTS.payout_recorded).toBe(PAYMENT_STATE_HINTS.funded);
    const progress = screen.getByRole('region', { name: 'Payment and payout' });
    expect(progress).not.toHaveTextContent('Payout reference');
    expect(progress).not.toHaveTextContent('Paid out');
  });

  it('shows the funding instructions, each with a Copy button that copies it and announces Copied', async () => {
    const { user } = await openRequest(inState('approved'));
    const instructions = screen.getByRole('region', { name: 'How to pay' });
    for (const text of [
      'Amount₦603,991.50',
      'BankZenith Bank',
      'Account nameVendorBridge Collections Ltd',
      'Account number1234567890',
      'Payment referenceVB7K3M9Q2XC',
      'Pay before',
    ])
      expect(instructions).toHaveTextContent(text);

    await user.click(within(instructions).getByRole('button', { name: 'Copy payment reference' }));
    expect(await navigator.clipboard.readText()).toBe('VB7K3M9Q2XC');
    expect(within(instructions).getByRole('button', { name: 'Copy payment reference' })).toHaveTextContent(
      'Copied',
    );
    expect(screen.getByText('Copied payment reference')).toBeInTheDocument();
    await user.click(within(instructions).getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('603991.50');
  });

  it.each([
    ['no fee', 'Fee', 'No fee', {}],
    [
      'a fee',
      'Fee (included)',
      '₦1,500.00',
      { feeAmount: '1500.00', fee: { flatNgn: '1500.00', percent: null } },
    ],
  ] as const)(
    'labels the fee line of a request with %s "%s" beside "%s" (not "Fee (included): No fee")',
    async (_case, label, text, overrides) => {
      await openRequest(inState('approved', overrides));
      const instructions = screen.getByRole('region', { name: 'How to pay' });
      const term = within(instructions).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(text);
    },
  );

  it('I have paid asks for the bank reference, refuses it empty, and sends it with the proof file', async () => {
    const api = createNewCustomerApi();
    const { user } = await openRequest(inState('approved'), api);
    const reported = inState('funding_reported');
    api.on('POST', `/payments/${ID}/funding`, () => {
      // From now on the server has the request as reported.
      api.on('GET', `/payments/${ID}`, succeeded({ payment: reported }));
      return succeeded({ payment: reported }, JOURNEY_MESSAGES.fundingReported);
    });
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = screen.getByRole('dialog', { name: 'I have paid' });
    expect(within(dialog).getByLabelText('Bank reference')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Bank reference')).toHaveAccessibleDescription(
      JOURNEY_MESSAGES.referenceRequired,
    );
    expect(api.callsTo('POST', `/payments/${ID}/funding`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Bank reference'), 'FT26064ABCD');
    await user.upload(within(dialog).getByLabelText('Proof of payment (optional)'), fakeFile('proof.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const form = api.callsTo('POST', `/payments/${ID}/funding`)[0]?.body as FormData;
    expect(form.get('reference')).toBe('FT26064ABCD');
    expect((form.get(FUNDING_PROOF_FIELD) as File).name).toBe('proof.pdf');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('payment-hint')).toHaveTextContent(PAYMENT_STATE_HINTS.funding_reported);
    expect(offered()).toEqual([]);
  });

  it('Escape closes the I have paid dialog without sending, focus back on its button', async () => {
    const { user, api } = await openRequest(inState('approved'));
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'I have paid' })).toHaveFocus();
    expect(api.callsTo('POST', `/payments/${ID}/funding`)).toHaveLength(0);
  });

  it('Cancel request asks for confirmation and sends the optional reason', async () => {
    const api = createNewCustomerApi();
    const { user } = await openRequest(inState('pending'), api);
    const cancelled = inState('cancelled', { reason: 'Ordered twice' });
    api.on('POST', `/payments/${ID}/cancel`, () => {
      api.on('GET', `/payments/${ID}`, succeeded({ payment: cancelled }));
      return succeeded({ payment: cancelled }, JOURNEY_MESSAGES.cancelled);
    });
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', `/payments/${ID}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const again = screen.getByRole('dialog', { name: 'Cancel this payment request?' });
    await user.type(within(again).getByLabelText('Reason (optional)'), 'Ordered twice');
    await user.click(within(again).getByRole('button', { name: 'Cancel request' }));
    expect(api.callsTo('POST', `/payments/${ID}/cancel`)[0]?.body).toEqual({ reason: 'Ordered twice' });
    expect(screen.getByText('CANCELLED')).toBeInTheDocument();
    expect(screen.getByTestId('payment-reason')).toHaveTextContent('Reason: Ordered twice');
    expect(offered()).toEqual([]);
  });

  describe('once sent', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/receipt-1');
    let tab: { opener: unknown; location: { href: string }; close: jest.Mock };
    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      tab = { opener: window, location: { href: 'about:blank' }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    });
    afterEach(() => jest.restoreAllMocks());

    it('shows the payout and downloads the receipt through its authorised route', async () => {
      const api = createNewCustomerApi();
      api.on('GET', `/payments/${ID}/receipt`, new Response('%PDF-1.7', { status: 200 }));
      const { user } = await openRequest(
        inState('sent', {
          fundingReport: {
            reference: 'FT26064ABCD',
            reportedAt: '2026-03-06T09:00:00.000Z',
            hasProof: false,
          },
          fundingConfirmation: {
            amountReceived: '603991.50',
            bankReference: 'ZEN-1',
            confirmedAt: '2026-03-06T12:00:00.000Z',
          },
          payout: { paidAt: '2026-03-07T10:00:00.000Z', reference: 'UETR-123', hasFile: false },
        }),
        api,
      );
      const progress = screen.getByRole('region', { name: 'Payment and payout' });
      // One name for the UETR (timeline, card, receipt), and the time names its zone (the test runs in UTC).
      expect(progress).toHaveTextContent('Payout reference (UETR)UETR-123');
      expect(progress).toHaveTextContent('Paid out7 Mar 2026, 10:00 UTC');
      expect(progress).toHaveTextContent('Naira received₦603,991.50');

      // Downloaded, named after the payment's reference, with no tab opened (issue 31).
      const saved: { href: string; download: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
      await user.click(screen.getByRole('button', { name: 'Download receipt' }));
      await act(() => Promise.resolve());
      expect(api.callsTo('GET', `/payments/${ID}/receipt`)).toHaveLength(1);
      expect(window.open).not.toHaveBeenCalled();
      expect(tab.location.href).toBe('about:blank');
      expect(saved).toEqual([{ href: 'blob:http://localhost/receipt-1', download: 'receipt-PAY-2077.pdf' }]);
    });
  });
});
