import { screen, within } from '@testing-library/react';
import type { AdminPaymentDetail, AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { paymentDetailFixture, paymentFixture, signalsFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { VENDOR_ENTERED } from './BeneficiarySignals';
import { PaymentDetail } from './PaymentDetail';
import { PaymentRequestList } from './PaymentRequestList';

async function showCard(row: AdminPaymentRow) {
  renderWithSource(<PaymentRequestList />, {
    listPaymentRequests: () => Promise.resolve({ payments: [row], nextCursor: null }),
  });
  return screen.findByRole('article', { name: `${row.reference}: Payment to ${row.recipientCompany}` });
}

async function showDetail(payment: AdminPaymentDetail) {
  renderWithSource(<PaymentDetail id={payment.id} />, { getPaymentRequest: () => Promise.resolve(payment) });
  return screen.findByRole('region', {
    name: `${payment.reference}: Payment to ${payment.recipientCompany}`,
  });
}

const warnings = (scope: HTMLElement) => within(scope).queryByRole('list', { name: 'Beneficiary warnings' });

describe('bank details entered by the vendor (D43) on a payment', () => {
  it('are marked on the card and on the detail page', async () => {
    const signals = signalsFixture({ bankDetailsEnteredByVendor: true });
    const card = await showCard(paymentFixture({ signals }));
    expect(within(warnings(card)!).getByRole('listitem')).toHaveTextContent(`Warning: ${VENDOR_ENTERED}`);
  });

  it('are marked on the detail page', async () => {
    const signals = signalsFixture({ bankDetailsEnteredByVendor: true });
    const detail = await showDetail(paymentDetailFixture({ signals }));
    expect(within(detail).getByText(VENDOR_ENTERED)).toBeInTheDocument();
  });

  it('are not claimed for details a member typed', async () => {
    const card = await showCard(
      paymentFixture({ signals: signalsFixture({ bankDetailsEnteredByVendor: false }) }),
    );
    expect(warnings(card)).toBeNull();
    expect(within(card).queryByText(VENDOR_ENTERED)).not.toBeInTheDocument();
  });
});
