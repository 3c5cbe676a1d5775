import { LOCAL_CURRENCY, type PaymentCurrency } from '@portal/rules/currencies';
import { feeAmount, totalWithFee, type FeeRule } from '@portal/rules/fees';
import { PAYMENT_BATCH_MESSAGES, sumDecimals, type BatchTotal } from '@portal/contracts/paymentBatches';
import { computeLocalAmount, formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import { type Db, tables, type QuoteRow } from '../../plugins/database';
import { feeRuleOfRow } from '../quotes';
import { currentFee, staffSetNairaRate } from '../rates';
import type { CheckedLine } from './batchLines';

const { quotes } = tables;

/** A line's naira: the converted amount at its currency's rate, the fee on it (D47), and their sum. */
export interface LinePrice {
  converted: string;
  fee: string;
  local: string;
}

/** The price of one payment at `rate` with `rule`: as a single payment's quote would price it. */
export function priceOf(amount: string, rate: string, rule: FeeRule | null): LinePrice {
  const converted = computeLocalAmount(amount, rate);
  const fee = feeAmount(rule, converted);
  return { converted, fee, local: totalWithFee(converted, fee) };
}

/** The good lines by currency, in the order the currencies first appear in the file. */
export function linesByCurrency(lines: readonly CheckedLine[]): Map<PaymentCurrency, CheckedLine[]> {
  const groups = new Map<PaymentCurrency, CheckedLine[]>();
  for (const line of lines) {
    if (!line.submission) continue;
    const currency = line.submission.foreignCurrency;
    const group = groups.get(currency) ?? [];
    group.push(line);
    groups.set(currency, group);
  }
  return groups;
}

/** The amount of a currency's lines, with the currency's decimals. */
export const amountOf = (currency: PaymentCurrency, lines: readonly CheckedLine[]) =>
  formatAmount(sumDecimals(lines.map((line) => line.submission?.foreignAmount ?? '0')), currency);

/**
 * One quote per currency of the batch (issue 36, D30): the rate staff set now and the
 * currency's fee now (D47), each payment priced as a single one would be; the quote records the
 * currency's amount and the naira its payments add up to, fixed for the quote's lifetime. A
 * currency without a staff-set rate is refused on each of its lines' `currency`, and nothing is
 * quoted then.
 */
export async function quoteBatch(
  db: Db,
  businessId: string,
  lines: readonly CheckedLine[],
  now: Date,
  ttlSeconds: number,
): Promise<QuoteRow[] | null> {
  const groups = linesByCurrency(lines);
  const priced: (typeof quotes.$inferInsert)[] = [];
  let unpriced = false;
  for (const [currency, group] of groups) {
    const rate = await staffSetNairaRate(db, currency);
    if (!rate) {
      unpriced = true;
      for (const line of group) line.errors.currency = [PAYMENT_BATCH_MESSAGES.rateUnavailable];
      continue;
    }
    const rule = await currentFee(db, currency);
    const prices = group.map((line) => priceOf(line.submission?.foreignAmount ?? '0', rate, rule));
    priced.push({
      userId: businessId,
      currency,
      amount: amountOf(currency, group),
      rate,
      localAmount: sumDecimals(prices.map((price) => price.local)),
      feeAmount: sumDecimals(prices.map((price) => price.fee)),
      feeFlatNgn: rule?.flatNgn ?? null,
      feePercent: rule?.percent ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
  }
  if (unpriced) {
    for (const line of lines) if (Object.keys(line.errors).length > 0) line.submission = null;
    return null;
  }
  return db.insert(quotes).values(priced).returning();
}

/** A currency's total as the answer shows it, from its quote. */
export function totalOf(quote: QuoteRow, count: number): BatchTotal {
  return {
    currency: quote.currency,
    count,
    amount: formatAmount(quote.amount, quote.currency),
    rate: normalizeRate(quote.rate),
    localAmount: formatAmount(quote.localAmount, LOCAL_CURRENCY),
    feeAmount: formatAmount(quote.feeAmount, LOCAL_CURRENCY),
    fee: feeRuleOfRow(quote),
    quoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
  };
}
