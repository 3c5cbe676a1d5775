import type { WalletView } from '@portal/contracts/accountViews';

/** The wallet settings as the form holds them; an empty field is shown as "Not set". */
export interface WalletValues {
  nairaAccountNumber: string;
  usdcWalletAddress: string;
  usdtWalletAddress: string;
}

export function walletValuesOf(wallet: WalletView): WalletValues {
  const { nairaAccountNumber, usdcWalletAddress, usdtWalletAddress } = wallet;
  return { nairaAccountNumber, usdcWalletAddress, usdtWalletAddress };
}
