import {
  ERROR_CODES,
  formatAmount,
  normalizeRate,
  PAYMENT_MESSAGES,
  type PaymentRequestBody,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../plugins/audit';
import { ApiError } from '../../plugins/http';
import type { UserRow } from '../../plugins/database';
import { paymentRequests, type PaymentRequestRow } from '../../plugins/database/schema';
import { claimQuote } from '../quotes';
import { recordPaymentEvent } from './paymentEvents';
import type { PaymentDeps } from './paymentDeps';

/** An invoice that arrived whole and was recognised as a PDF, JPEG or PNG, waiting in a temporary file. */
export interface IncomingInvoice {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  tmpPath: string;
}

export interface Submission {
  row: PaymentRequestRow;
  /** False when the idempotency key named an earlier request, which is answered instead. */
  created: boolean;
}

const findByKey = async (deps: PaymentDeps, userId: string, key: string) => {
  const [row] = await deps.db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.userId, userId), eq(paymentRequests.idempotencyKey, key)));
  return row;
};

/**
 * Whether a repeat carries the request its key first named: the same recipient, bank
 * details, amount and currency, and the same invoice (by its SHA-256). The quote is left
 * out: the first request's price stands, and a retry may have fetched a fresh quote.
 */
const sameRequest = (earlier: PaymentRequestRow, body: PaymentRequestBody, invoice: IncomingInvoice | null) =>
  earlier.recipientCompany === body.recipientCompany &&
  earlier.recipientBank === body.recipientBank &&
  earlier.swiftCode === body.recipientBankSwiftCode &&
  earlier.accountNumber === body.accountNumber &&
  earlier.foreignCurrency === body.foreignCurrency &&
  formatAmount(earlier.foreignAmount, earlier.foreignCurrency) === body.foreignAmount &&
  (earlier.invoiceSha256 ?? null) === (invoice?.sha256 ?? null);

/** The first request, when the repeat is the same; a different request under a used key is refused (422). */
function replay(
  earlier: PaymentRequestRow,
  body: PaymentRequestBody,
  invoice: IncomingInvoice | null,
): Submission {
  if (!sameRequest(earlier, body, invoice)) {
    throw new ApiError(422, PAYMENT_MESSAGES.idempotencyKeyReused, {
      code: ERROR_CODES.idempotencyKeyReused,
      errors: { idempotencyKey: [PAYMENT_MESSAGES.idempotencyKeyReused] },
    });
  }
  return { row: earlier, created: false };
}

/**
 * Records a customer's payment request priced by its quote (D30: the quote's rate and naira
 * amount, fixed when it was given; a rate edit since changes neither), taking the quote in the
 * same transaction as the insert (a used, expired or different quote is refused and nothing is
 * written); a repeated idempotency key creates one request and is answered before the quote is
 * looked at, unless it carries a different request (422 IDEMPOTENCY_KEY_REUSED, issue 24). With an idempotency key, the unique index
 * on (customer, key) decides: a repeat, even one racing the first, inserts nothing and is answered
 * with the first request. The invoice is stored first and removed again when no row came to refer
 * to it.
 */
export async function submitPayment(
  deps: PaymentDeps,
  customer: Pick<UserRow, 'id' | 'email'>,
  body: PaymentRequestBody,
  options: { idempotencyKey: string | null; invoice: IncomingInvoice | null; quoteId: string },
): Promise<Submission> {
  const { idempotencyKey, invoice, quoteId } = options;
  if (idempotencyKey) {
    const earlier = await findByKey(deps, customer.id, idempotencyKey);
    if (earlier) return replay(earlier, body, invoice);
  }

  const storageKey = invoice ? `invoices/${randomUUID()}` : null;
  if (invoice && storageKey) {
    await deps.files.save(storageKey, invoice.tmpPath, {
      contentType: invoice.contentType,
      sizeBytes: invoice.sizeBytes,
    });
  }
  let inserted: PaymentRequestRow | undefined;
  try {
    inserted = await deps.db.transaction(async (tx) => {
      // The quote's rate and naira amount, fixed when it was given (D30); taking it marks it used.
      const now = deps.now();
      const quote = await claimQuote(
        tx,
        customer.id,
        quoteId,
        { currency: body.foreignCurrency, amount: body.foreignAmount },
        now,
      );
      const rate = quote.rate;
      const localAmount = quote.localAmount;
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          userId: customer.id,
          recipientCompany: body.recipientCompany,
          recipientBank: body.recipientBank,
          swiftCode: body.recipientBankSwiftCode,
          accountNumber: body.accountNumber,
          foreignAmount: body.foreignAmount,
          foreignCurrency: body.foreignCurrency,
          exchangeRate: rate,
          localAmount,
          invoiceStorageKey: storageKey,
          invoiceFileName: invoice?.fileName ?? null,
          invoiceContentType: invoice?.contentType ?? null,
          invoiceSizeBytes: invoice?.sizeBytes ?? null,
          invoiceSha256: invoice?.sha256 ?? null,
          idempotencyKey,
          quoteId: quote.id,
          createdAt: now,
          statusChangedAt: now,
        })
        .onConflictDoNothing({
          target: [paymentRequests.userId, paymentRequests.idempotencyKey],
          where: sql`${paymentRequests.idempotencyKey} is not null`,
        })
        .returning();
      if (!row) return undefined;
      await recordPaymentEvent(tx, { paymentId: row.id, status: row.status, at: now, actorId: customer.id });
      await recordAudit(tx, {
        actor: customer,
        action: 'payment.submit',
        subjectType: 'payment_request',
        subjectId: row.id,
        subjectUserId: customer.id,
        after: {
          reference: row.reference,
          status: row.status,
          recipientCompany: row.recipientCompany,
          foreignAmount: body.foreignAmount,
          foreignCurrency: body.foreignCurrency,
          exchangeRate: normalizeRate(rate),
          localAmount,
          quoteId: quote.id,
          invoice: invoice?.fileName ?? null,
        },
        summary: `Payment request ${row.reference} submitted by ${customer.email}: ${body.foreignCurrency} ${formatAmount(body.foreignAmount, body.foreignCurrency)} to ${row.recipientCompany}`,
      });
      return row;
    });
  } catch (error) {
    if (storageKey) await deps.files.remove(storageKey).catch(() => undefined);
    throw error;
  }
  if (inserted) return { row: inserted, created: true };

  // Another submit with the same key won the insert meanwhile: that one is the request.
  if (storageKey) await deps.files.remove(storageKey).catch(() => undefined);
  const earlier = idempotencyKey ? await findByKey(deps, customer.id, idempotencyKey) : undefined;
  if (!earlier) throw new Error('an idempotent insert found neither a new nor an earlier row');
  return replay(earlier, body, invoice);
}
