import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingReceivingAccountChange } from '@portal/contracts/accountViews';
import { RECEIVING_ACCOUNT_CHANGE_MESSAGES } from '@portal/contracts/receivingAccountChanges';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { RequestError } from '../../api';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { PendingAccountChange } from './PendingAccountChange';

const change = (proposedById: string): PendingReceivingAccountChange => ({
  id: 'chg-1',
  proposedById,
  proposedBy: 'Bola Superadmin',
  proposedAt: '2026-11-26T06:00:00.000Z',
  account: {
    bankName: 'Zenith Bank',
    accountName: 'VendorBridge Ltd',
    accountNumber: '9876543210',
    currency: 'NGN',
    swiftCode: '',
    iban: '',
  },
});

afterEach(() => signOutStaff());

describe('a change of the receiving account waiting for approval (issue 22)', () => {
  it('tells its proposer it waits for another superadmin, with no Approve', async () => {
    signInStaff('superadmin');
    renderWithSource(<PendingAccountChange change={change('adm-1')} />, {});
    await screen.findByText(RECEIVING_ACCOUNT_CHANGE_MESSAGES.waiting);
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets another superadmin approve with the authentication code, the refusal next to the field', async () => {
    signInStaff('superadmin');
    const approve = jest
      .fn<Promise<void>, [string, unknown]>()
      .mockRejectedValueOnce(
        new RequestError(STEP_UP_MESSAGES.failed, {
          status: 403,
          code: 'STEP_UP_FAILED',
          errors: { stepUp: [STEP_UP_MESSAGES.failed] },
        }),
      )
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderWithSource(<PendingAccountChange change={change('someone-else')} />, {
      approveReceivingAccountChange: approve,
    });
    const form = await screen.findByRole('form', { name: 'Approve or reject the change' });
    await user.type(within(form).getByLabelText(STEP_UP_MESSAGES.codeLabel), '000000');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByText(STEP_UP_MESSAGES.failed)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(STEP_UP_MESSAGES.codeLabel));
    await user.type(within(form).getByLabelText(STEP_UP_MESSAGES.codeLabel), '123456');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenLastCalledWith('chg-1', { code: '123456' });
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
