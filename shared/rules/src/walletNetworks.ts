/** The networks a stablecoin address may be on. */
export const WALLET_NETWORKS = ['ERC20', 'TRC20'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];
