import type { WalletSettings } from '@portal/contracts';

/** Spec §3: wallet settings live in the browser's local storage under this key. */
export const WALLET_SETTINGS_STORAGE_KEY = 'walletSettings';

export const EMPTY_WALLET_SETTINGS: WalletSettings = {
  nairaAccountNumber: '',
  usdcWalletAddress: '',
  usdtWalletAddress: '',
};

const WALLET_FIELDS = Object.keys(EMPTY_WALLET_SETTINGS) as (keyof WalletSettings)[];

/**
 * The saved wallet settings. Anyone can edit local storage, so nothing read from it
 * is trusted: unreadable JSON or a value of the wrong shape counts as not set
 * rather than breaking the page, field by field.
 */
export function readWalletSettings(storage: () => Storage): WalletSettings {
  let saved: unknown;
  try {
    const text = storage().getItem(WALLET_SETTINGS_STORAGE_KEY);
    saved = text === null ? null : JSON.parse(text);
  } catch {
    return { ...EMPTY_WALLET_SETTINGS };
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved))
    return { ...EMPTY_WALLET_SETTINGS };
  const record = saved as Record<string, unknown>;
  const settings = { ...EMPTY_WALLET_SETTINGS };
  for (const field of WALLET_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') settings[field] = value;
  }
  return settings;
}

/** Throws when the browser refuses to store (storage disabled or full); the save then fails visibly. */
export function writeWalletSettings(storage: () => Storage, settings: WalletSettings): void {
  const stored: WalletSettings = {
    nairaAccountNumber: settings.nairaAccountNumber,
    usdcWalletAddress: settings.usdcWalletAddress,
    usdtWalletAddress: settings.usdtWalletAddress,
  };
  storage().setItem(WALLET_SETTINGS_STORAGE_KEY, JSON.stringify(stored));
}
