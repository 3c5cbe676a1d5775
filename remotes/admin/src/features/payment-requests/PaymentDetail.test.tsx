import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { DECIDED_AT, paidBeneficiaryFixture, paymentFixture, SUBMITTED_AT } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { PaymentDetail } from './PaymentDetail';

const REPORTED_AT = '2024-03-07T08:15:00.000Z';
const CONFIRMED_AT = '2024-03-07T11:00:00.000Z';

function sentPayment(): AdminPaymentDetail {
  return {
    ...paymentFixture({ status: 'sent', decidedAt: DECIDED_AT, decidedBy: 'admin@vendorbridge.local' }),
    beneficiary: paidBeneficiaryFixture(),
    timeline: [
      { status: 'pending', at: SUBMITTED_AT, by: 'Ngozi Obi', note: null },
      {
        status: 'approved',
        at: DECIDED_AT,
        by: 'Folake Adebayo',
        byEmail: 'folake.adebayo@vendorbridge.ng',
        note: null,
      },
      { status: 'funding_reported', at: REPORTED_AT, by: 'Ngozi Obi', note: 'Paid from GTBank' },
      { status: 'funded', at: CONFIRMED_AT, by: 'admin@vendorbridge.local', note: null },
      { status: 'sent', at: '2024-03-08T09:00:00.000Z', by: 'admin@vendorbridge.local', note: null },
    ],
    funding: {
      amount: '410500.00',
      currency: 'NGN',
      reference: 'VB7K3M9Q2XC',
      deadline: '2024-03-09T09:30:00.000Z',
      account: {
        bankName: 'Zenith Bank Plc',
        accountName: 'VendorBridge Collections Ltd',
        accountNumber: '1012345678',
      },
    },
    fundingReport: { reference: 'GTB-55120', reportedAt: REPORTED_AT, hasProof: true },
    fundingConfirmation: {
      amountReceived: '410500.00',
      bankReference: 'ZEN-88213',
      confirmedAt: CONFIRMED_AT,
    },
    payout: { paidAt: '2024-03-08', reference: 'UETR-7f3c', hasFile: true },
    payoutControl: null,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("a payment request's detail", () => {
  it('shows the timeline, the funding reference and deadline, the report, the confirmation and the payout', async () => {
    const payment = sentPayment();
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: (id) =>
        id === payment.id ? Promise.resolve(payment) : Promise.reject(new Error(id)),
    });
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.badge')?.textContent)).toEqual([
      'AWAITING VENDORBRIDGE REVIEW',
      'APPROVED',
      'PAYMENT REPORTED',
      'FUNDS RECEIVED',
      'COMPLETED',
    ]);
    // One layout for every row: the badge, then one block with the move, its time and its note,
    // so a note sits under its own row's text, not at the card's edge (issue 31 review).
    for (const entry of entries) {
      expect([...entry.children].map((child) => child.className)).toEqual([
        expect.stringMatching(/\bbadge\b/),
        expect.stringMatching(/\bpayment-timeline-body\b/),
      ]);
    }
    expect(
      within(entries[2]!).getByText('Paid from GTBank').closest('.payment-timeline-body'),
    ).not.toBeNull();
    expect(entries[2]).toHaveTextContent('by Ngozi Obi');
    expect(entries[2]).toHaveTextContent('Paid from GTBank');
    // A member of staff by name, then their e-mail on its own line (issue 31).
    expect(entries[1]).toHaveTextContent('by Folake Adebayo');
    expect(within(entries[1]!).getByText('folake.adebayo@vendorbridge.ng')).toHaveClass('person-email');

    expect(value(section('Funding'), 'Payment reference')).toHaveTextContent('VB7K3M9Q2XC');
    expect(value(section('Funding'), 'Deadline').querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-03-09T09:30:00.000Z',
    );
    expect(value(section('Reported by the customer'), "Customer's bank reference")).toHaveTextContent(
      'GTB-55120',
    );
    expect(value(section('Funds confirmed'), 'Amount received')).toHaveTextContent('₦410,500.00');
    expect(value(section('Payout'), 'Reference or UETR')).toHaveTextContent('UETR-7f3c');
    // The rate the request was quoted at, as the list's card writes it.
    expect(
      value(section(`${payment.reference}: Payment to ${payment.recipientCompany}`), 'Rate'),
    ).toHaveTextContent('1 USD = ₦410.50');
    // A completed request offers only a refund, for a payout the vendor's bank returns.
    expect(screen.queryByRole('button', { name: /Confirm funds|Record payout|Cancel request/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeEnabled();
  });

  it('opens the proof of funding, the payout confirmation and the receipt through their authorised routes', async () => {
    const payment = sentPayment();
    const tab = { location: { href: '' }, closed: false, opener: {} as unknown, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const openFundingProof = jest.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    const openPayoutFile = jest.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    const openReceipt = jest.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: () => Promise.resolve(payment),
      openFundingProof,
      openPayoutFile,
      openReceipt,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open proof' }));
    await waitFor(() => expect(openFundingProof).toHaveBeenCalledWith(payment.id));
    await user.click(screen.getByRole('button', { name: 'Open confirmation' }));
    await waitFor(() => expect(openPayoutFile).toHaveBeenCalledWith(payment.id));
    await user.click(screen.getByRole('button', { name: 'Open receipt' }));
    await waitFor(() => expect(openReceipt).toHaveBeenCalledWith(payment.id));
    open.mockRestore();
  });

  it('names the bank without empty parentheses when the corridor has no SWIFT code', async () => {
    const payment: AdminPaymentDetail = {
      ...sentPayment(),
      recipientBank: 'Barclays Bank UK PLC',
      recipientBankSwiftCode: '',
    };
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: () => Promise.resolve(payment),
    });
    await screen.findByRole('list', { name: 'Timeline' });
    const summary = section(`${payment.reference}: Payment to ${payment.recipientCompany}`);
    expect(value(summary, 'Bank').textContent).toBe('Barclays Bank UK PLC');
  });

  it("calls the summary's masked account 'Account': its last four may be an IBAN's, not an account number's", async () => {
    const payment: AdminPaymentDetail = { ...sentPayment(), accountNumber: '••••5165' };
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: () => Promise.resolve(payment),
    });
    await screen.findByRole('list', { name: 'Timeline' });
    const summary = section(`${payment.reference}: Payment to ${payment.recipientCompany}`);
    expect(value(summary, 'Account')).toHaveTextContent('••••5165');
    expect(within(summary).queryByText('Account Number', { selector: 'dt' })).toBeNull();
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
    'labels the fee line of a request with %s "%s" beside "%s"',
    async (_case, label, text, fee) => {
      const payment: AdminPaymentDetail = { ...sentPayment(), ...fee };
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      await screen.findByRole('list', { name: 'Timeline' });
      const summary = section(`${payment.reference}: Payment to ${payment.recipientCompany}`);
      expect(value(summary, label)).toHaveTextContent(text);
    },
  );

  it('keeps a UETR whole on a row of its own', async () => {
    const payment: AdminPaymentDetail = {
      ...sentPayment(),
      payout: {
        paidAt: '2024-03-08T09:00:00.000Z',
        reference: '539466bd-7585-407f-98b6-c6a6abd7f166',
        hasFile: false,
      },
    };
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: () => Promise.resolve(payment),
    });
    await screen.findByRole('list', { name: 'Timeline' });
    const reference = value(section('Payout'), 'Reference or UETR');
    expect(reference.querySelector('.identifier')).toHaveTextContent('539466bd-7585-407f-98b6-c6a6abd7f166');
    expect(reference.parentElement).toHaveClass('detail-wide');
  });

  it("keeps the beneficiary's postcode whole in its address", async () => {
    const payment: AdminPaymentDetail = {
      ...sentPayment(),
      beneficiary: paidBeneficiaryFixture({
        country: 'GB',
        address: '14 Digbeth High Street, Birmingham B11 2AJ',
      }),
    };
    renderWithSource(<PaymentDetail id={payment.id} />, {
      getPaymentRequest: () => Promise.resolve(payment),
    });
    await screen.findByRole('list', { name: 'Timeline' });
    const address = value(section('Beneficiary as paid'), 'Address');
    expect(address).toHaveTextContent('14 Digbeth High Street, Birmingham B11 2AJ');
    expect(address.querySelector('.nowrap')).toHaveTextContent(/^B11 2AJ$/);
  });

  describe('a pending request (issue 31: decided from its own page)', () => {
    afterEach(() => signOutStaff());

    const pending = (): AdminPaymentDetail => ({
      ...sentPayment(),
      ...paymentFixture({
        preparedBy: { name: 'Bola Ade', email: 'bola@obipharma.ng' },
        approvedInBusinessBy: { name: 'Ngozi Obi', email: 'ngozi@obipharma.ng' },
      }),
      timeline: [
        { status: 'awaiting_approval', at: SUBMITTED_AT, by: 'bola@obipharma.ng', note: null },
        { status: 'pending', at: SUBMITTED_AT, by: 'ngozi@obipharma.ng', note: null },
      ],
      funding: null,
      fundingReport: null,
      fundingConfirmation: null,
      payout: null,
    });

    it('offers a reviewer Approve and Reject; an approval asks first, is sent, and the page reads again', async () => {
      signInStaff('reviewer');
      let current = pending();
      const decided: unknown[] = [];
      renderWithSource(<PaymentDetail id={current.id} />, {
        getPaymentRequest: () => Promise.resolve(current),
        decidePaymentRequest: (id, decision) => {
          decided.push([id, decision]);
          current = {
            ...current,
            status: 'approved',
            decidedAt: DECIDED_AT,
            decidedBy: 'admin@vendorbridge.ng',
          };
          return Promise.resolve(current);
        },
      });
      const decision = await screen.findByRole('region', { name: 'Decision' });
      expect(screen.queryByText(/under To review/)).toBeNull();
      await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

      expect(decided).toEqual([[current.id, { decision: 'approved' }]]);
      expect(await screen.findByText(/Payment request PAY-1001 .* approved\./)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull());
      expect(
        value(section('PAY-1001: Payment to Shenzhen Brightway Electronics Co., Ltd'), 'Status'),
      ).toHaveTextContent('APPROVED');
    });

    it('offers no decision to staff who may not review payments', async () => {
      signInStaff('finance');
      const payment = pending();
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      await screen.findByRole('list', { name: 'Timeline' });
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
    });

    it('names who prepared and who approved it in the business, and each timeline row by its move', async () => {
      signInStaff('reviewer');
      const payment = pending();
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      const timeline = await screen.findByRole('list', { name: 'Timeline' });
      const summary = section('PAY-1001: Payment to Shenzhen Brightway Electronics Co., Ltd');
      expect(value(summary, 'Prepared by')).toHaveTextContent('Bola Ade bola@obipharma.ng');
      expect(value(summary, 'Business approval')).toHaveTextContent('Ngozi Obi ngozi@obipharma.ng');
      const entries = within(timeline).getAllByRole('listitem');
      expect(entries[0]).toHaveTextContent('Awaiting team approval: submitted by bola@obipharma.ng');
      expect(entries[1]).toHaveTextContent(
        'Awaiting VendorBridge review: approved in the business by ngozi@obipharma.ng',
      );
    });
  });

  describe("the next step (issue 31: the moves inside the request's own card)", () => {
    afterEach(() => signOutStaff());

    it('puts Confirm funds inside a "Next step" card that says what the request waits for', async () => {
      signInStaff('finance');
      const payment: AdminPaymentDetail = {
        ...sentPayment(),
        status: 'funding_reported',
        fundingConfirmation: null,
        payout: null,
      };
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      const nextStep = await screen.findByRole('region', { name: 'Next step' });
      expect(nextStep).toHaveTextContent('The customer reported their naira transfer.');
      expect(within(nextStep).getByRole('button', { name: 'Confirm funds' })).toBeEnabled();
      expect(within(nextStep).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    });

    it('gives a superadmin Approve, Reject and Cancel in one "Decision" card', async () => {
      signInStaff('superadmin');
      const payment: AdminPaymentDetail = {
        ...sentPayment(),
        status: 'pending',
        funding: null,
        fundingReport: null,
        fundingConfirmation: null,
        payout: null,
      };
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      const decision = await screen.findByRole('region', { name: 'Decision' });
      for (const name of ['Approve', 'Reject', 'Cancel request']) {
        expect(within(decision).getByRole('button', { name })).toBeEnabled();
      }
      // One row of buttons (wrapping only when it must), and a word on Reject versus Cancel.
      const rows = new Set(
        ['Approve', 'Reject', 'Cancel request'].map(
          (name) => within(decision).getByRole('button', { name }).closest('.actions-row-buttons') ?? null,
        ),
      );
      expect(rows.size).toBe(1);
      expect([...rows][0]).not.toBeNull();
      expect(decision).toHaveTextContent(
        'Reject refuses the request, with a reason the customer reads. Cancel request withdraws it',
      );
    });

    it('draws no next-step card when the role offers no move', async () => {
      signInStaff('reviewer');
      const payment: AdminPaymentDetail = { ...sentPayment(), status: 'funded', payout: null };
      renderWithSource(<PaymentDetail id={payment.id} />, {
        getPaymentRequest: () => Promise.resolve(payment),
      });
      await screen.findByRole('list', { name: 'Timeline' });
      expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
    });
  });
});
