import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletView } from '@portal/contracts/accountViews';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { walletNetworkOf } from '@portal/rules/paymentAccounts';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { walletSettingsSchema } from '@portal/contracts/wallet';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { walletFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { WALLET_SETTINGS_PURPOSE } from './WalletSettingsForm';
import { WalletSettingsSection } from './WalletSettingsSection';

// An EIP-55 test vector, typed in lower case, and the TRON address of USDT's own contract.
const USDC_TYPED = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const USDC_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDC_BAD_CHECKSUM = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const section = () => screen.getByRole('region', { name: 'Wallet Settings' });
const shown = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;
const input = (label: string) => within(section()).getByLabelText(label);
const errorOf = (label: string) =>
  input(label).closest('.field')?.querySelector('.field-error')?.textContent ?? null;
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

/** Stores what the contract accepts, as the server does: addresses checksummed, networks read from them. */
function stored(body: unknown): WalletView {
  const checked = validateWith(walletSettingsSchema, body);
  if (!checked.ok) throw new Error('the test sent a wallet the contract refuses');
  const { usdcWalletAddress, usdtWalletAddress } = checked.data;
  return {
    ...checked.data,
    usdcNetwork: usdcWalletAddress ? walletNetworkOf(usdcWalletAddress, 'USDC') : null,
    usdtNetwork: usdtWalletAddress ? walletNetworkOf(usdtWalletAddress, 'USDT') : null,
    updatedAt: '2024-03-07T10:00:00.000Z',
  };
}

function setup(
  wallet: WalletView = walletFixture(),
  onPut: (call: FakeCall) => Response = (call) => succeed({ wallet: stored(call.body) }),
) {
  const api = fakeApi((call) => (call.method === 'PUT' ? onPut(call) : succeed({ wallet })));
  renderWithSource(<WalletSettingsSection />, api.source);
  return { ...api, user: userEvent.setup() };
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
}

describe('wallet settings', () => {
  it('gives a saved wallet address a row of its own, so its 42 characters are not broken in a narrow column', async () => {
    setup({ ...walletFixture(), usdcWalletAddress: USDC_CHECKSUMMED, usdcNetwork: 'ERC20' });
    await screen.findByRole('button', { name: 'Edit' });
    expect(shown('USDC Wallet Address')?.parentElement).toHaveClass('detail-wide');
    expect(shown('USDT Wallet Address')?.parentElement).not.toHaveClass('detail-wide');
  });

  it("says what the wallet settings are for: VendorBridge's own settlement accounts, not where customers pay", async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Edit' });
    expect(section()).toHaveTextContent(WALLET_SETTINGS_PURPOSE);
    expect(WALLET_SETTINGS_PURPOSE).toMatch(/Customers pay into the receiving bank account/);
    await startEditing(user);
    expect(input('Naira Account Number')).toHaveAccessibleDescription(
      /naira settlement account, not the receiving account customers pay into/,
    );
  });

  it("shows 'Not set' for every empty field, read-only until Edit", async () => {
    const { calls } = setup();
    await screen.findByRole('button', { name: 'Edit' });
    expect(calls.map((call) => call.path)).toEqual(['/admin/wallet']);
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(shown('Naira Account Number')).toHaveTextContent(/^Not set$/);
    expect(shown('USDC Wallet Address')).toHaveTextContent(/^Not set$/);
    expect(shown('USDT Wallet Address')).toHaveTextContent(/^Not set$/);
  });

  it("saves the wallet and shows the spec's alert", async () => {
    const { calls, user } = setup();
    await startEditing(user);
    await user.type(input('Naira Account Number'), '0123456789');
    await user.type(input('USDC Wallet Address'), USDC_TYPED);
    await user.type(input('USDT Wallet Address'), USDT_TRON);
    await user.type(input('Authentication code'), '123456');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Wallet settings updated successfully!',
    );
    expect(puts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/wallet',
        body: {
          nairaAccountNumber: '0123456789',
          usdcWalletAddress: USDC_CHECKSUMMED,
          usdtWalletAddress: USDT_TRON,
          stepUp: { code: '123456' },
        },
      }),
    ]);
    expect(shown('Naira Account Number')).toHaveTextContent('0123456789');
    expect(shown('USDC Wallet Address')).toHaveTextContent(`${USDC_CHECKSUMMED} (ERC-20)`);
    expect(shown('USDT Wallet Address')).toHaveTextContent(`${USDT_TRON} (TRC-20)`);
    expect(localStorage.getItem('walletSettings')).toBeNull();
  });

  it('keeps a field empty as Not set when saving', async () => {
    const { calls, user } = setup(walletFixture({ nairaAccountNumber: '2211334455' }));
    await startEditing(user);
    await user.clear(input('Naira Account Number'));

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Wallet settings updated successfully!',
    );
    expect(puts(calls)[0]!.body).toMatchObject({ nairaAccountNumber: '' });
    expect(shown('Naira Account Number')).toHaveTextContent(/^Not set$/);
  });

  it('refuses an address whose checksum is wrong next to its field, and sends nothing', async () => {
    const { calls, user } = setup();
    await startEditing(user);
    await user.type(input('Naira Account Number'), '12345');
    await user.type(input('USDC Wallet Address'), USDC_BAD_CHECKSUM);

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(errorOf('Naira Account Number')).toBe(PAYMENT_MESSAGES.nubanInvalid);
    expect(errorOf('USDC Wallet Address')).toBe(PAYMENT_MESSAGES.usdcAddressInvalid);
    expect(errorOf('USDT Wallet Address')).toBeNull();
    expect(input('Naira Account Number')).toHaveFocus();
    expect(input('USDC Wallet Address')).toHaveValue(USDC_BAD_CHECKSUM);
    expect(puts(calls)).toEqual([]);
  });

  it('refuses a TRON address for USDC, which is received on Ethereum only', async () => {
    const { calls, user } = setup();
    await startEditing(user);
    await user.type(input('USDC Wallet Address'), USDT_TRON);

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(errorOf('USDC Wallet Address')).toBe(PAYMENT_MESSAGES.usdcAddressInvalid);
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's refusal next to its field", async () => {
    const { user } = setup(walletFixture(), () =>
      refuse(400, PAYMENT_MESSAGES.usdtAddressInvalid, {
        code: ERROR_CODES.validation,
        errors: { usdtWalletAddress: [PAYMENT_MESSAGES.usdtAddressInvalid] },
      }),
    );
    await startEditing(user);
    await user.type(input('USDT Wallet Address'), USDT_TRON);

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorOf('USDT Wallet Address')).toBe(PAYMENT_MESSAGES.usdtAddressInvalid));
    expect(input('USDT Wallet Address')).toHaveValue(USDT_TRON);
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('Cancel restores the saved values and sends nothing', async () => {
    const { calls, user } = setup(walletFixture({ nairaAccountNumber: '2211334455' }));
    await startEditing(user);
    expect(input('Naira Account Number')).toHaveValue('2211334455');
    await user.clear(input('Naira Account Number'));
    await user.type(input('USDT Wallet Address'), 'TXyz123');

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));

    expect(shown('Naira Account Number')).toHaveTextContent('2211334455');
    expect(shown('USDT Wallet Address')).toHaveTextContent(/^Not set$/);
    expect(puts(calls)).toEqual([]);
  });

  it('offers Retry when the settings cannot be loaded, and reads them again', async () => {
    let failing = true;
    const api = fakeApi(() => (failing ? refuse(503, 'Unavailable') : succeed({ wallet: walletFixture() })));
    renderWithSource(<WalletSettingsSection />, api.source);
    const user = userEvent.setup();
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The wallet settings could not be loaded.',
    );

    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
