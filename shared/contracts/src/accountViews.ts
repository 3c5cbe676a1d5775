import { WALLET_NETWORKS } from '@portal/rules/walletNetworks';
import * as z from 'zod/mini';
import { RECEIVING_ACCOUNT_CURRENCIES } from '@portal/rules/currencies';

// The receiving account and the wallet as the API shows them: plain answers, apart from
// the rules that check an edit (receivingAccount.ts, wallet.ts), so a screen that only
// shows them does not download the IBAN, SWIFT and checksum code.

export const receivingAccountViewSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  currency: z.enum(RECEIVING_ACCOUNT_CURRENCIES),
  swiftCode: z.string(),
  iban: z.string(),
  updatedAt: z.string(),
});
export type ReceivingAccountView = z.infer<typeof receivingAccountViewSchema>;
/**
 * A change of the receiving account waiting for another superadmin (issue 22 point 3b): who
 * proposed it, when, and the new details. Customers keep seeing the current account meanwhile.
 */
export const pendingReceivingAccountChangeSchema = z.object({
  id: z.string(),
  proposedById: z.string(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  account: z.object({ ...receivingAccountViewSchema.shape, updatedAt: z.optional(z.string()) }),
});
export type PendingReceivingAccountChange = z.infer<typeof pendingReceivingAccountChangeSchema>;

/**
 * `GET/PUT /api/admin/receiving-account`: null until an admin has saved one; staff also see
 * the change waiting for approval (null when none).
 */
export const receivingAccountDataSchema = z.object({
  receivingAccount: z.nullable(receivingAccountViewSchema),
  pendingChange: z.optional(z.nullable(pendingReceivingAccountChangeSchema)),
});

export const walletViewSchema = z.object({
  nairaAccountNumber: z.string(),
  usdcWalletAddress: z.string(),
  usdtWalletAddress: z.string(),
  /** The network each address is on, read from the address; null when it is not set. */
  usdcNetwork: z.nullable(z.enum(WALLET_NETWORKS)),
  usdtNetwork: z.nullable(z.enum(WALLET_NETWORKS)),
  /** Null while never saved. */
  updatedAt: z.nullable(z.string()),
});
export type WalletView = z.infer<typeof walletViewSchema>;
export const walletDataSchema = z.object({ wallet: walletViewSchema });
