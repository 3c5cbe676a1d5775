import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSampleAdminDataSource } from '../../data-source';
import { renderWithSource } from '../../testing/renderAdmin';
import { WalletSettingsSection } from './WalletSettingsSection';

const USDC = '0x8fd3a1b2c4e5f60718293a4b5c6d7e8f90a1b2c3';
const section = () => screen.getByRole('region', { name: 'Wallet Settings' });
const shown = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;

/** A fresh page load: a new sample data source reading the same local storage. */
async function openPage() {
  const view = renderWithSource(<WalletSettingsSection />, createSampleAdminDataSource());
  await screen.findByRole('region', { name: 'Wallet Settings' });
  return view;
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('wallet settings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows 'Not set' for every empty field, read-only until Edit", async () => {
    await openPage();
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(shown('Naira Account Number')).toHaveTextContent('Not set');
    expect(shown('USDC Wallet Address')).toHaveTextContent('Not set');
    expect(shown('USDT Wallet Address')).toHaveTextContent('Not set');
  });

  it("saves after 1 second with 'Wallet settings updated successfully!', into local storage, and keeps it after a reload", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const firstVisit = await openPage();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Naira Account Number'), '0123456789');
    await user.type(screen.getByLabelText('USDC Wallet Address'), USDC);
    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(within(section()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await advance(999);
    expect(localStorage.getItem('walletSettings')).toBeNull();
    expect(within(section()).queryByRole('status')).toBeNull();
    await advance(1);

    expect(within(section()).getByRole('status')).toHaveTextContent('Wallet settings updated successfully!');
    expect(JSON.parse(localStorage.getItem('walletSettings') ?? 'null')).toEqual({
      nairaAccountNumber: '0123456789',
      usdcWalletAddress: USDC,
      usdtWalletAddress: '',
    });
    expect(shown('USDT Wallet Address')).toHaveTextContent('Not set');

    firstVisit.unmount();
    await openPage();
    expect(shown('Naira Account Number')).toHaveTextContent('0123456789');
    expect(shown('USDC Wallet Address')).toHaveTextContent(USDC);
    expect(shown('USDT Wallet Address')).toHaveTextContent('Not set');
  });

  it('Cancel restores the saved values and stores nothing', async () => {
    localStorage.setItem(
      'walletSettings',
      JSON.stringify({ nairaAccountNumber: '2211334455', usdcWalletAddress: '', usdtWalletAddress: '' }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openPage();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Naira Account Number')).toHaveValue('2211334455');
    await user.clear(screen.getByLabelText('Naira Account Number'));
    await user.type(screen.getByLabelText('USDT Wallet Address'), 'TXyz123');

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));
    await advance(2000);

    expect(shown('Naira Account Number')).toHaveTextContent('2211334455');
    expect(shown('USDT Wallet Address')).toHaveTextContent('Not set');
    expect(JSON.parse(localStorage.getItem('walletSettings') ?? 'null')).toMatchObject({
      usdtWalletAddress: '',
    });
  });

  it.each([
    ['unreadable JSON', '{"nairaAccountNumber": '],
    ['a list', '["0123456789"]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('treats a corrupt saved value (%s) as not set instead of crashing', async (_kind, saved) => {
    localStorage.setItem('walletSettings', saved);
    await openPage();
    expect(shown('Naira Account Number')).toHaveTextContent('Not set');
    expect(shown('USDC Wallet Address')).toHaveTextContent('Not set');
  });

  it('keeps the readable fields of a partly corrupt saved value', async () => {
    localStorage.setItem(
      'walletSettings',
      JSON.stringify({ nairaAccountNumber: 1234, usdcWalletAddress: USDC }),
    );
    await openPage();
    expect(shown('Naira Account Number')).toHaveTextContent('Not set');
    expect(shown('USDC Wallet Address')).toHaveTextContent(USDC);
  });
});
