import type { ErrorCode } from '@portal/contracts/api';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { chargesFee, feeAmount, totalWithFee } from '@portal/rules/fees';
import {
  JOURNEY_CODES,
  JOURNEY_MESSAGES,
  QUOTE_ID_FIELD,
  type Quote,
  type QuoteBody,
} from '@portal/contracts/paymentJourney';
import { computeLocalAmount, formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Db, tables, type QuoteRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { currentFee, staffSetNairaRate } from '../rates';

const { quotes } = tables;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A quote as the customer sees it. */
export const toQuote = (row: QuoteRow): Quote => ({
  id: row.id,
  currency: row.currency,
  amount: formatAmount(row.amount, row.currency),
  rate: normalizeRate(row.rate),
  localAmount: formatAmount(row.localAmount, LOCAL_CURRENCY),
  feeAmount: formatAmount(row.feeAmount, LOCAL_CURRENCY),
  fee: feeRuleOfRow(row),
  expiresAt: row.expiresAt.toISOString(),
});

/** The fee rule a quote or request recorded (null: no fee), without the columns' trailing zeros. */
export function feeRuleOfRow(row: { feeFlatNgn: string | null; feePercent: string | null }) {
  const rule = {
    flatNgn: row.feeFlatNgn === null ? null : normalizeRate(row.feeFlatNgn),
    percent: row.feePercent === null ? null : normalizeRate(row.feePercent),
  };
  return chargesFee(rule) ? rule : null;
}

/**
 * Prices `amount` of `currency` in naira at the rate staff set (D30) with the currency's
 * fee as staff set it now (D47), both fixed for `ttlSeconds`: the quote records the fee, so
 * a later change alters neither it nor the request made with it. A currency whose naira rate
 * is still a seeded placeholder is not quoted.
 */
export async function createQuote(
  db: Db,
  userId: string,
  body: QuoteBody,
  now: Date,
  ttlSeconds: number,
): Promise<QuoteRow> {
  const rate = await staffSetNairaRate(db, body.currency);
  if (!rate) {
    throw new ApiError(422, JOURNEY_MESSAGES.quoteUnavailable, { code: JOURNEY_CODES.quoteUnavailable });
  }
  const fee = await currentFee(db, body.currency);
  const converted = computeLocalAmount(body.amount, rate);
  const charged = feeAmount(fee, converted);
  const [row] = await db
    .insert(quotes)
    .values({
      userId,
      currency: body.currency,
      amount: body.amount,
      rate,
      localAmount: totalWithFee(converted, charged),
      feeAmount: charged,
      feeFlatNgn: fee?.flatNgn ?? null,
      feePercent: fee?.percent ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    })
    .returning();
  if (!row) throw new Error('a quote insert returned no row');
  return row;
}

const quoteRefusal = (status: number, message: string, code: ErrorCode) =>
  new ApiError(status, message, { code, errors: { [QUOTE_ID_FIELD]: [message] } });

const unknownQuote = () =>
  new ApiError(422, JOURNEY_MESSAGES.quoteRequired, {
    code: ERROR_CODES.validation,
    errors: { [QUOTE_ID_FIELD]: [JOURNEY_MESSAGES.quoteRequired] },
  });

/**
 * Takes the customer's quote for a payment request, in the request's transaction
 * (D30). Checked in this order: the quote is this customer's (else 422, as if none),
 * not used (409 QUOTE_USED), not expired (410 QUOTE_EXPIRED), and for the same
 * currency and amount (422). The conditional update decides a race between two
 * submissions of one quote: only one finds it unused.
 */
export async function claimQuote(
  tx: Db,
  userId: string,
  quoteId: string,
  request: { currency: string; amount: string },
  now: Date,
): Promise<QuoteRow> {
  if (!UUID.test(quoteId)) throw unknownQuote();
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId.toLowerCase()), eq(quotes.userId, userId)));
  if (!quote) throw unknownQuote();
  if (quote.usedAt) throw quoteRefusal(409, JOURNEY_MESSAGES.quoteUsed, JOURNEY_CODES.quoteUsed);
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw quoteRefusal(410, JOURNEY_MESSAGES.quoteExpired, JOURNEY_CODES.quoteExpired);
  }
  if (
    quote.currency !== request.currency ||
    formatAmount(quote.amount, quote.currency) !== formatAmount(request.amount, quote.currency)
  ) {
    throw quoteRefusal(422, JOURNEY_MESSAGES.quoteMismatch, ERROR_CODES.validation);
  }
  const [claimed] = await tx
    .update(quotes)
    .set({ usedAt: now })
    .where(and(eq(quotes.id, quote.id), isNull(quotes.usedAt), gt(quotes.expiresAt, now)))
    .returning();
  if (!claimed) throw quoteRefusal(409, JOURNEY_MESSAGES.quoteUsed, JOURNEY_CODES.quoteUsed);
  return claimed;
}
