import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentDetail, AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import {
  DETAILS_CHANGED_AT,
  flaggedSignalsFixture,
  paidBeneficiaryFixture,
  paymentDetailFixture,
  paymentFixture,
  PREVIOUS_BANK_DETAILS,
  signalsFixture,
} from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { PaymentDetail } from './PaymentDetail';
import { PaymentRequestList } from './PaymentRequestList';

const FIRST = 'First payment to this beneficiary';
const CHANGED = 'Bank details changed on 4 Mar 2024';
const DUPLICATE = 'Account also saved under another beneficiary name';

/** The pending list showing `row` alone; resolves to its card. */
async function showCard(row: AdminPaymentRow) {
  renderWithSource(<PaymentRequestList />, {
    listPaymentRequests: () => Promise.resolve({ payments: [row], nextCursor: null }),
  });
  return screen.findByRole('article', { name: `${row.reference}: Payment to ${row.recipientCompany}` });
}

/** The detail page of `payment`; resolves once its summary is shown. */
async function showDetail(payment: AdminPaymentDetail) {
  renderWithSource(<PaymentDetail id={payment.id} />, { getPaymentRequest: () => Promise.resolve(payment) });
  return screen.findByRole('region', {
    name: `${payment.reference}: Payment to ${payment.recipientCompany}`,
  });
}

const warnings = (scope: HTMLElement) => within(scope).queryByRole('list', { name: 'Beneficiary warnings' });
const flagTexts = (scope: HTMLElement) =>
  within(warnings(scope)!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("the beneficiary's signals on a payment card", () => {
  it('flags a first payment, changed bank details with their date, and an account under another name', async () => {
    const request = await showCard(paymentFixture({ signals: flaggedSignalsFixture() }));
    const flags = flagTexts(request);
    expect(flags).toHaveLength(3);
    // Each flag is a warning in words as well as colour and icon.
    expect(flags[0]).toBe(`Warning: ${FIRST}`);
    expect(flags[1]).toContain(`Warning: ${CHANGED}`);
    expect(flags[2]).toBe(`Warning: ${DUPLICATE}`);
    expect(within(request).getByText('4 Mar 2024', { selector: 'time' })).toHaveAttribute(
      'datetime',
      DETAILS_CHANGED_AT,
    );
  });

  it.each([
    ['a first payment', { firstPaymentToBeneficiary: true }, FIRST],
    [
      'changed bank details',
      { bankDetailsChangedAt: DETAILS_CHANGED_AT, previousBankDetails: PREVIOUS_BANK_DETAILS },
      CHANGED,
    ],
    ['an account under another name', { duplicateAccountUnderOtherName: true }, DUPLICATE],
  ])('shows %s alone when it is the only signal', async (_, signals, text) => {
    const request = await showCard(paymentFixture({ signals: signalsFixture(signals) }));
    const flags = flagTexts(request);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toContain(text);
  });

  it('keeps the previous bank details one click away, behind a disclosure', async () => {
    const request = await showCard(paymentFixture({ signals: flaggedSignalsFixture() }));
    const user = userEvent.setup();
    const disclosure = within(request).getByRole('button', { name: 'Show previous details' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(value(panel, 'Bank')).toHaveTextContent('Industrial and Commercial Bank of China');
    expect(value(panel, 'Account Number')).toHaveTextContent('6222020000004455');
    expect(value(panel, 'SWIFT/BIC')).toHaveTextContent('ICBKCNBJ');

    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows no warning for a repeat payment to unchanged details, and names its purpose', async () => {
    const repeat = await showCard(paymentFixture());
    expect(warnings(repeat)).toBeNull();
    expect(value(repeat, 'Purpose')).toHaveTextContent(/^Goods$/);
  });

  it('shows neither warnings nor a purpose for a request made before beneficiaries and purposes', async () => {
    const old = await showCard(
      paymentFixture({ signals: null, purpose: null, purposeText: null, beneficiaryId: null }),
    );
    expect(warnings(old)).toBeNull();
    expect(within(old).queryByText('Purpose', { selector: 'dt' })).toBeNull();
  });

  it("names an 'other' purpose with the customer's words", async () => {
    const request = await showCard(paymentFixture({ purpose: 'other', purposeText: 'Customs brokerage' }));
    expect(value(request, 'Purpose')).toHaveTextContent(/^Other: Customs brokerage$/);
  });
});

describe("the beneficiary on a payment's detail", () => {
  const beneficiary = () => screen.getByRole('region', { name: 'Beneficiary' });

  it('shows the signals, the disclosure and the purpose in the summary', async () => {
    const summary = await showDetail(
      paymentDetailFixture({ signals: flaggedSignalsFixture(), purpose: 'freight' }),
    );
    const flags = flagTexts(summary);
    expect(flags).toHaveLength(3);
    expect(flags[0]).toBe(`Warning: ${FIRST}`);
    expect(flags[1]).toContain(`Warning: ${CHANGED}`);
    expect(flags[2]).toBe(`Warning: ${DUPLICATE}`);
    expect(value(summary, 'Purpose')).toHaveTextContent(/^Freight$/);
    const user = userEvent.setup();
    const disclosure = within(summary).getByRole('button', { name: 'Show previous details' });
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(value(panel, 'Account Number')).toHaveTextContent('6222020000004455');
  });

  it('shows the beneficiary as paid: name, country, address and the bank details of its corridor', async () => {
    await showDetail(paymentDetailFixture());
    expect(value(beneficiary(), 'Name')).toHaveTextContent('Shenzhen Brightway Electronics Co., Ltd');
    expect(value(beneficiary(), 'Country')).toHaveTextContent('China (CN)');
    expect(value(beneficiary(), 'Address')).toHaveTextContent('88 Keji Road, Nanshan District, Shenzhen');
    expect(value(beneficiary(), 'Bank')).toHaveTextContent('Bank of China');
    // In full: the payout is made to these details (the row's number is masked).
    expect(value(beneficiary(), 'Account Number')).toHaveTextContent('6217850000007010');
    expect(value(beneficiary(), 'SWIFT/BIC')).toHaveTextContent('BKCHCNBJ');
    expect(within(beneficiary()).queryByText('IBAN', { selector: 'dt' })).toBeNull();
  });

  it('shows a US routing number, a UK sort code with its dashes, and an IBAN', async () => {
    const us = paidBeneficiaryFixture({
      name: 'Acme Tools Inc',
      country: 'US',
      corridor: 'us',
      bic: null,
      routingNumber: '021000021',
      accountNumber: '123456789',
    });
    const { unmount } = renderWithSource(<PaymentDetail id="us" />, {
      getPaymentRequest: () => Promise.resolve(paymentDetailFixture({ beneficiary: us })),
    });
    expect(
      value(await screen.findByRole('region', { name: 'Beneficiary' }), 'Routing Number'),
    ).toHaveTextContent('021000021');
    expect(value(beneficiary(), 'Country')).toHaveTextContent('United States (US)');
    unmount();

    await showDetail(
      paymentDetailFixture({
        beneficiary: paidBeneficiaryFixture({
          country: 'GB',
          corridor: 'gb',
          bic: null,
          sortCode: '123456',
          accountNumber: '12345678',
        }),
      }),
    );
    expect(value(beneficiary(), 'Sort Code')).toHaveTextContent(/^12-34-56$/);
    expect(value(beneficiary(), 'Account Number')).toHaveTextContent('12345678');
  });

  it('shows an IBAN beneficiary with its IBAN and BIC', async () => {
    await showDetail(
      paymentDetailFixture({
        beneficiary: paidBeneficiaryFixture({
          country: 'DE',
          corridor: 'iban',
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          accountNumber: null,
        }),
      }),
    );
    expect(value(beneficiary(), 'IBAN')).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    expect(value(beneficiary(), 'SWIFT/BIC')).toHaveTextContent('COBADEFFXXX');
    expect(value(beneficiary(), 'Country')).toHaveTextContent('Germany (DE)');
  });

  it('has no beneficiary section for a request made before the book', async () => {
    await showDetail(paymentDetailFixture({ beneficiary: null, signals: null, purpose: null }));
    expect(screen.queryByRole('region', { name: /^Beneficiary/ })).toBeNull();
  });

  it("says 'Beneficiary' until the payout is recorded, and 'Beneficiary as paid' after", async () => {
    await showDetail(paymentDetailFixture());
    expect(screen.getByRole('heading', { level: 2, name: 'Beneficiary' })).toBeInTheDocument();
    cleanup();
    await showDetail(
      paymentDetailFixture({
        status: 'sent',
        payout: { paidAt: '2024-03-08T10:30:00.000Z', reference: 'UETR-7f3c', hasFile: false },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Beneficiary as paid' })).toBeInTheDocument();
  });
});
