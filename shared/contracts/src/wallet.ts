import * as z from 'zod/mini';
import { canonicalWalletAddress, isNuban, walletNetworkOf } from '@portal/rules/paymentAccounts';
import { PAYMENT_MESSAGES } from './paymentMessages';

const walletAddress = (coin: 'USDC' | 'USDT', message: string) =>
  z.pipe(
    z.string(message).check(
      z.trim(),
      z.refine((value) => value === '' || walletNetworkOf(value, coin) !== null, message),
    ),
    z.transform((value: string) => (value === '' ? '' : canonicalWalletAddress(value))),
  );

/**
 * `PUT /api/admin/wallet`: an empty field is "Not set" (spec §2). The naira account
 * is a NUBAN; an Ethereum address is stored with its EIP-55 checksum.
 */
export const walletSettingsSchema = z.object({
  nairaAccountNumber: z.string(PAYMENT_MESSAGES.nubanInvalid).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.refine((value) => value === '' || isNuban(value), PAYMENT_MESSAGES.nubanInvalid),
  ),
  usdcWalletAddress: walletAddress('USDC', PAYMENT_MESSAGES.usdcAddressInvalid),
  usdtWalletAddress: walletAddress('USDT', PAYMENT_MESSAGES.usdtAddressInvalid),
});
export type WalletSettingsInput = z.input<typeof walletSettingsSchema>;
export type WalletSettingsBody = z.output<typeof walletSettingsSchema>;
