import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingReceivingAccountChange, ReceivingAccountView } from '@portal/contracts/accountViews';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { RECEIVING_ACCOUNT_CHANGE_MESSAGES } from '@portal/contracts/receivingAccountChanges';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { receivingAccountFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { UNSET_ACCOUNT_NOTE } from './ReceivingBankAccountForm';
import { ReceivingBankAccountSection } from './ReceivingBankAccountSection';

const section = () => screen.getByRole('region', { name: 'Receiving Bank Account' });
const shown = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;
const input = (label: string) => within(section()).getByLabelText(label);
/** The error shown next to a field, or null. */
const errorOf = (label: string) =>
  input(label).closest('.field')?.querySelector('.field-error')?.textContent ?? null;
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

/** Echoes what was saved as the server would store it: SWIFT and IBAN compact and upper case. */
const storedAs = (body: Omit<ReceivingAccountView, 'updatedAt'>): ReceivingAccountView => ({
  ...body,
  swiftCode: body.swiftCode.replace(/\s+/g, '').toUpperCase(),
  iban: body.iban.replace(/\s+/g, '').toUpperCase(),
  updatedAt: '2024-03-07T10:00:00.000Z',
});

function setup(
  account: ReceivingAccountView | null = receivingAccountFixture(),
  onPut: (call: FakeCall) => Response | Promise<Response> = (call) =>
    succeed({ receivingAccount: storedAs(call.body as Omit<ReceivingAccountView, 'updatedAt'>) }),
) {
  const api = fakeApi((call) =>
    call.method === 'PUT' ? onPut(call) : succeed({ receivingAccount: account }),
  );
  renderWithSource(<ReceivingBankAccountSection />, api.source);
  return { ...api, user: userEvent.setup() };
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(input(label));
  if (text) await user.type(input(label), text);
}

describe('receiving bank account', () => {
  afterEach(() => signOutStaff());

  it('an unset receiving account shows empty fields, not placeholders', async () => {
    const { user } = setup(null);
    await screen.findByRole('button', { name: 'Edit' });
    for (const label of ['Bank Name', 'Account Name', 'Account Number', 'Currency', 'SWIFT/BIC', 'IBAN']) {
      expect(shown(label)).toHaveTextContent(/^Not set$/);
    }
    expect(section()).toHaveTextContent(UNSET_ACCOUNT_NOTE);

    await startEditing(user);
    for (const label of ['Bank Name', 'Account Name', 'Account Number', 'SWIFT/BIC', 'IBAN']) {
      expect(input(label)).toHaveValue('');
    }
    expect(input('Currency')).toHaveValue('');
    expect(within(input('Currency')).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose a currency',
    );
  });

  it('shows the account the server stored, read-only until Edit', async () => {
    const { calls } = setup(
      receivingAccountFixture({ currency: 'USD', swiftCode: 'ZEIBNGLA', accountNumber: '1234567890' }),
    );
    await screen.findByRole('button', { name: 'Edit' });
    // The account and the change waiting for approval (issue 22): one route, read once.
    expect(calls.map((call) => call.path)).toEqual(['/admin/receiving-account']);
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(shown('Bank Name')).toHaveTextContent('Zenith Bank Plc');
    expect(shown('Account Name')).toHaveTextContent('VendorBridge Collections Ltd');
    expect(shown('Account Number')).toHaveTextContent('1234567890');
    expect(shown('Currency')).toHaveTextContent('USD');
    expect(shown('SWIFT/BIC')).toHaveTextContent('ZEIBNGLA');
    expect(shown('IBAN')).toHaveTextContent('Not set');
    expect(section()).not.toHaveTextContent(UNSET_ACCOUNT_NOTE);
  });

  it('shows no IBAN line under a naira (NUBAN) account that has none', async () => {
    setup(receivingAccountFixture({ currency: 'NGN', iban: '' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(shown('Account Number')).toHaveTextContent('1012345678');
    expect(within(section()).queryByText('IBAN', { selector: 'dt' })).toBeNull();
  });

  it('shows the change waiting for approval from that same one read (issue 22)', async () => {
    signInStaff('superadmin');
    const pendingChange: PendingReceivingAccountChange = {
      id: 'chg-1',
      proposedById: 'adm-1',
      proposedBy: 'Ada Admin',
      proposedAt: '2026-11-26T06:00:00.000Z',
      account: { ...receivingAccountFixture(), accountNumber: '9876543210' },
    };
    const { calls, source } = fakeApi(() =>
      succeed({ receivingAccount: receivingAccountFixture(), pendingChange }),
    );
    renderWithSource(<ReceivingBankAccountSection />, source);
    expect(await screen.findByText(RECEIVING_ACCOUNT_CHANGE_MESSAGES.waiting)).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(shown('Account Number')).toHaveTextContent('1012345678');
    expect(calls.map((call) => call.path)).toEqual(['/admin/receiving-account']);
  });

  it('refuses SWIFT x next to the field and sends nothing', async () => {
    const { calls, user } = setup(receivingAccountFixture({ currency: 'USD', swiftCode: 'ZEIBNGLA' }));
    await startEditing(user);
    await retype(user, 'SWIFT/BIC', 'x');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(errorOf('SWIFT/BIC')).toBe(PAYMENT_MESSAGES.swiftInvalid);
    expect(input('SWIFT/BIC')).toHaveAttribute('aria-invalid', 'true');
    expect(input('SWIFT/BIC')).toHaveValue('x');
    expect(input('SWIFT/BIC')).toHaveFocus();
    expect(errorOf('Bank Name')).toBeNull();
    expect(puts(calls)).toEqual([]);
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('refuses every missing field at once, next to each, focusing the first', async () => {
    const { calls, user } = setup(null);
    await startEditing(user);

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(errorOf('Bank Name')).toBe(PAYMENT_MESSAGES.bankNameRequired);
    expect(errorOf('Account Name')).toBe(PAYMENT_MESSAGES.accountNameRequired);
    expect(errorOf('Account Number')).toBe(PAYMENT_MESSAGES.accountRequired);
    expect(errorOf('Currency')).toBe(PAYMENT_MESSAGES.receivingCurrencyInvalid);
    expect(input('Bank Name')).toHaveFocus();
    expect(puts(calls)).toEqual([]);

    await user.type(input('Bank Name'), 'Zenith Bank Plc');
    expect(errorOf('Bank Name')).toBeNull();
    expect(errorOf('Account Name')).toBe(PAYMENT_MESSAGES.accountNameRequired);
  });

  it('refuses a naira account number that is not a 10-digit NUBAN', async () => {
    const { calls, user } = setup();
    await startEditing(user);
    await retype(user, 'Account Number', '123456789');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(errorOf('Account Number')).toBe(PAYMENT_MESSAGES.nubanInvalid);
    expect(puts(calls)).toEqual([]);
  });

  it("saves with a PUT, 'Saving...' only while the call runs, then the spec's alert and the stored values", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls, user } = setup(
      null,
      (call) =>
        new Promise<Response>((resolve) => {
          answer = (response) => resolve(response);
          void call;
        }),
    );
    await startEditing(user);
    await user.type(input('Bank Name'), 'Deutsche Bank AG');
    await user.type(input('Account Name'), 'VendorBridge GmbH');
    await user.type(input('Account Number'), 'DE89 3704 0044 0532 0130 00');
    await user.selectOptions(input('Currency'), 'EUR');
    await user.type(input('SWIFT/BIC'), 'deut deff');
    await user.type(input('Authentication code'), '123456');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(within(section()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(input('Bank Name')).toBeDisabled();
    expect(puts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/receiving-account',
        body: {
          bankName: 'Deutsche Bank AG',
          accountName: 'VendorBridge GmbH',
          accountNumber: 'DE89370400440532013000',
          currency: 'EUR',
          swiftCode: 'DEUTDEFF',
          iban: '',
          stepUp: { code: '123456' },
        },
      }),
    ]);
    expect(within(section()).queryByRole('status')).toBeNull();

    answer(
      succeed({
        receivingAccount: storedAs(puts(calls)[0]!.body as Omit<ReceivingAccountView, 'updatedAt'>),
      }),
    );

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Bank account details updated successfully!',
    );
    expect(within(section()).queryByRole('button', { name: 'Saving...' })).toBeNull();
    expect(shown('Bank Name')).toHaveTextContent('Deutsche Bank AG');
    expect(shown('Account Number')).toHaveTextContent('DE89370400440532013000');
    expect(shown('Currency')).toHaveTextContent('EUR');
    expect(shown('SWIFT/BIC')).toHaveTextContent('DEUTDEFF');
    expect(section()).not.toHaveTextContent(UNSET_ACCOUNT_NOTE);
    expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it("shows the server's refusal next to its field and keeps the input", async () => {
    const { user } = setup(receivingAccountFixture({ currency: 'GBP', swiftCode: 'NWBKGB2L' }), () =>
      refuse(400, PAYMENT_MESSAGES.ibanOnlyInvalid, {
        code: ERROR_CODES.validation,
        errors: { iban: ['The server refused this IBAN'] },
      }),
    );
    await startEditing(user);
    await user.type(input('IBAN'), 'GB29NWBK60161331926819');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorOf('IBAN')).toBe('The server refused this IBAN'));
    expect(input('IBAN')).toHaveValue('GB29NWBK60161331926819');
    expect(input('IBAN')).toHaveFocus();
    expect(within(section()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('says why a save failed when the server names no field, and stays in the form', async () => {
    const { user } = setup(receivingAccountFixture(), () =>
      refuse(503, 'The service is busy. Please try again.'),
    );
    await startEditing(user);
    await retype(user, 'Bank Name', 'Access Bank Plc');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again.',
    );
    expect(input('Bank Name')).toHaveValue('Access Bank Plc');
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('Cancel restores the stored values and sends nothing', async () => {
    const { calls, user } = setup();
    await startEditing(user);
    await retype(user, 'Bank Name', 'Access Bank Plc');
    await user.selectOptions(input('Currency'), 'GBP');

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));

    expect(shown('Bank Name')).toHaveTextContent('Zenith Bank Plc');
    expect(shown('Currency')).toHaveTextContent('NGN');
    expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });

  it('offers Retry when the account cannot be loaded, and reads it again', async () => {
    let failing = true;
    const api = fakeApi(() =>
      failing ? refuse(503, 'Unavailable') : succeed({ receivingAccount: receivingAccountFixture() }),
    );
    renderWithSource(<ReceivingBankAccountSection />, api.source);
    const user = userEvent.setup();
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The receiving bank account could not be loaded.',
    );

    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(shown('Bank Name')).toHaveTextContent('Zenith Bank Plc');
  });
});
