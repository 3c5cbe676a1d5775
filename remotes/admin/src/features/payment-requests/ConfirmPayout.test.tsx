import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import type { StaffRole } from '@portal/contracts/roles';
import { paymentDetailFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { PaymentDetail } from './PaymentDetail';

// signInStaff signs in as the account adm-1.
const ME = 'adm-1';
const RECORDED_AT = '2024-03-08T09:00:00.000Z';

function recordedPayout(recordedById: string): AdminPaymentDetail {
  return paymentDetailFixture({
    status: 'payout_recorded',
    localAmount: '6000000.00',
    payout: { paidAt: '2024-03-08', reference: 'UETR-BIG', hasFile: false },
    payoutControl: {
      recordedById,
      recordedBy: 'Fola Finance',
      recordedAt: RECORDED_AT,
      confirmedBy: null,
      confirmedAt: null,
    },
  });
}

function show(payment: AdminPaymentDetail, confirmPayout = jest.fn()) {
  renderWithSource(<PaymentDetail id={payment.id} />, {
    getPaymentRequest: () => Promise.resolve(payment),
    confirmPayout,
  });
  return confirmPayout;
}

const confirmButton = () => screen.queryByRole('button', { name: 'Confirm payout' });

describe('confirming a large payout (dual control)', () => {
  afterEach(signOutStaff);

  it('says who recorded it and when, waiting for another member of staff', async () => {
    signInStaff('finance');
    show(recordedPayout('someone-else'));
    expect(
      await screen.findByText(
        /Payout recorded by Fola Finance on .*, waiting for another member of staff to confirm/,
      ),
    ).toBeInTheDocument();
  });

  it.each<[string, StaffRole, string, boolean]>([
    ['the recorder', 'finance', ME, false],
    ['a superadmin who recorded it', 'superadmin', ME, false],
    ['another finance member', 'finance', 'someone-else', true],
    ['another superadmin', 'superadmin', 'someone-else', true],
    ['a reviewer', 'reviewer', 'someone-else', false],
  ])('offers "Confirm payout" to %s: %s', async (_who, role, recordedById, offered) => {
    signInStaff(role);
    show(recordedPayout(recordedById));
    await screen.findByText(/waiting for another member of staff to confirm/);
    expect(Boolean(confirmButton())).toBe(offered);
  });

  it('offers nothing to confirm on a funded request, and no waiting note', async () => {
    signInStaff('finance');
    show(paymentDetailFixture({ status: 'funded' }));
    await screen.findByRole('button', { name: 'Record payout' });
    expect(confirmButton()).toBeNull();
    expect(screen.queryByText(/waiting for another member of staff/)).toBeNull();
  });

  it('confirms through the dialog and tells the page', async () => {
    signInStaff('superadmin');
    const payment = recordedPayout('someone-else');
    const confirmPayout = show(
      payment,
      jest.fn(() => Promise.resolve({ ...payment, status: 'sent' as const })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payout?' });
    expect(dialog).toHaveTextContent('Fola Finance recorded this payout');
    await user.click(screen.getAllByRole('button', { name: 'Confirm payout' }).at(-1)!);
    await waitFor(() => expect(confirmPayout).toHaveBeenCalledWith(payment.id));
    expect(await screen.findByText(`${payment.reference}: Payout confirmed.`)).toBeInTheDocument();
  });
});
