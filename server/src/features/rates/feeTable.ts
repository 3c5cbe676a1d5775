import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import type { CurrencyFee } from '@portal/contracts/fees';
import type { FeeRule } from '@portal/rules/fees';
import { normalizeRate } from '@portal/rules/paymentMoney';
import { eq } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { paymentFees } = tables;

type FeeRow = typeof paymentFees.$inferSelect;

/** A stored part without the column's trailing zeros ("1500", "0.5"), or null. */
const part = (value: string | null): string | null => (value === null ? null : normalizeRate(value));

/** The rule a stored row holds; null for no row (no fee). */
export const feeRuleOf = (row: FeeRow | undefined): FeeRule | null =>
  row ? { flatNgn: part(row.flatNgn), percent: part(row.percent) } : null;

/** One currency's fee as the API answers it (no row: both parts null, never set). */
export const toCurrencyFee = (currency: CurrencyFee['currency'], row: FeeRow | undefined): CurrencyFee => ({
  currency,
  ...(feeRuleOf(row) ?? { flatNgn: null, percent: null }),
  setAt: row?.setAt.toISOString() ?? null,
});

/** Every payment currency's fee, in the contract's order (D47). */
export async function readFees(db: Db): Promise<CurrencyFee[]> {
  const rows = await db.select().from(paymentFees);
  return PAYMENT_CURRENCIES.map((currency) =>
    toCurrencyFee(
      currency,
      rows.find((row) => row.currency === currency),
    ),
  );
}

/** The fee a quote of `currency` is given with now (null: no fee). */
export async function currentFee(db: Db, currency: string): Promise<FeeRule | null> {
  const [row] = await db
    .select()
    .from(paymentFees)
    .where(eq(paymentFees.currency, currency as FeeRow['currency']));
  return feeRuleOf(row);
}

/** One currency's fee row, locked for the caller's transaction (two changes queue up). */
export async function lockFee(tx: Db, currency: string): Promise<FeeRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentFees)
    .where(eq(paymentFees.currency, currency as FeeRow['currency']))
    .for('update');
  return row;
}
