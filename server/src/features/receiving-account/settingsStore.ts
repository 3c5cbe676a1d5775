import type { ReceivingAccountView, WalletView } from '@portal/contracts/accountViews';
import { eq, sql } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { receivingAccount, walletSettings } = tables;

/** Both tables hold at most this one row. */
export const SETTINGS_ROW = 1;

type ReceivingAccountRow = typeof receivingAccount.$inferSelect;
type WalletRow = typeof walletSettings.$inferSelect;

export const toReceivingAccountView = (row: ReceivingAccountRow): ReceivingAccountView => ({
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  currency: row.currency,
  swiftCode: row.swiftCode,
  iban: row.iban,
  updatedAt: row.updatedAt.toISOString(),
});

/** Never saved: every field "Not set". */
export const EMPTY_WALLET: WalletView = {
  nairaAccountNumber: '',
  usdcWalletAddress: '',
  usdtWalletAddress: '',
  usdcNetwork: null,
  usdtNetwork: null,
  updatedAt: null,
};

export const toWalletView = (row: WalletRow | undefined): WalletView =>
  row
    ? {
        nairaAccountNumber: row.nairaAccountNumber,
        usdcWalletAddress: row.usdcWalletAddress,
        usdtWalletAddress: row.usdtWalletAddress,
        usdcNetwork: row.usdcNetwork,
        usdtNetwork: row.usdtNetwork,
        updatedAt: row.updatedAt.toISOString(),
      }
    : EMPTY_WALLET;

/**
 * Holds `setting` for the rest of the caller's transaction. A row lock would not do:
 * before the first save there is no row to lock, and two first saves would both
 * record "nothing" as what they replaced.
 */
export async function lockSetting(tx: Db, setting: 'receiving_account' | 'wallet_settings'): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${setting}))`);
}

/**
 * The receiving account, or null while no admin has saved one (never a placeholder account
 * customers might pay into).
 */
export async function readReceivingAccount(db: Db): Promise<ReceivingAccountView | null> {
  const [row] = await db.select().from(receivingAccount).where(eq(receivingAccount.id, SETTINGS_ROW));
  return row ? toReceivingAccountView(row) : null;
}

export async function readWallet(db: Db): Promise<WalletView> {
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.id, SETTINGS_ROW));
  return toWalletView(row);
}
