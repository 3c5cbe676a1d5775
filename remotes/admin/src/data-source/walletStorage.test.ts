import { readWalletSettings, WALLET_SETTINGS_STORAGE_KEY, writeWalletSettings } from './walletStorage';

const EMPTY = { nairaAccountNumber: '', usdcWalletAddress: '', usdtWalletAddress: '' };

describe('wallet settings storage', () => {
  it("is kept under the key 'walletSettings'", () => {
    writeWalletSettings(() => localStorage, { ...EMPTY, usdtWalletAddress: 'TQ9wq3' });
    expect(WALLET_SETTINGS_STORAGE_KEY).toBe('walletSettings');
    expect(JSON.parse(localStorage.getItem('walletSettings') ?? '')).toEqual({
      ...EMPTY,
      usdtWalletAddress: 'TQ9wq3',
    });
    expect(readWalletSettings(() => localStorage)).toEqual({ ...EMPTY, usdtWalletAddress: 'TQ9wq3' });
  });

  it('reads nothing saved as all empty', () => {
    expect(readWalletSettings(() => localStorage)).toEqual(EMPTY);
  });

  it('reads as empty when the browser refuses access to storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readWalletSettings(blocked)).toEqual(EMPTY);
  });

  it('stores only the three wallet fields', () => {
    const withExtra = { ...EMPTY, nairaAccountNumber: '0123456789', password: 'x' };
    writeWalletSettings(() => localStorage, withExtra);
    expect(Object.keys(JSON.parse(localStorage.getItem('walletSettings') ?? '{}'))).toEqual([
      'nairaAccountNumber',
      'usdcWalletAddress',
      'usdtWalletAddress',
    ]);
  });
});
