import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { formatMoney } from '@portal/rules/money';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { decimalGreaterThan, formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import type { PaymentSubmission } from '@portal/contracts/paymentSubmission';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../plugins/audit';
import { ApiError } from '../../plugins/http';
import { type UserRow, tables, type PaymentRequestRow } from '../../plugins/database';
import { beneficiaryForPayment } from '../beneficiaries';
import { readPolicy } from '../team';
import { tellApprovers } from './approvalNotices';
import { claimQuote } from '../quotes';
import { recordPaymentEvent } from './paymentEvents';
import { emitPaymentState } from './paymentWebhook';
import { holdIfListed } from './screeningHold';
import type { PaymentDeps } from './paymentDeps';

const { paymentRequests } = tables;

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

/** The account a request pays, as the request row keeps it: the IBAN, else the account number. */
const paidAccount = (beneficiary: Pick<BeneficiaryView, 'iban' | 'accountNumber'>) =>
  beneficiary.iban ?? beneficiary.accountNumber ?? '';

/**
 * Whether a repeat carries the request its key first named: the same beneficiary (the saved
 * one, or new fields naming the same vendor, bank and account), amount, currency and purpose,
 * and the same invoice (by its SHA-256). The quote is left out: the first request's price
 * stands, and a retry may have fetched a fresh quote.
 */
function sameRequest(earlier: PaymentRequestRow, body: PaymentSubmission, invoice: IncomingInvoice | null) {
  const choice = body.beneficiary;
  const samePayee =
    choice.kind === 'saved'
      ? earlier.beneficiaryId === choice.beneficiaryId
      : earlier.recipientCompany === choice.beneficiary.name &&
        earlier.recipientBank === choice.beneficiary.bankName &&
        earlier.accountNumber === paidAccount(choice.beneficiary);
  return (
    samePayee &&
    earlier.foreignCurrency === body.foreignCurrency &&
    formatAmount(earlier.foreignAmount, earlier.foreignCurrency) === body.foreignAmount &&
    (earlier.purpose ?? null) === body.purpose &&
    (earlier.purposeText ?? null) === body.purposeText &&
    (earlier.invoiceSha256 ?? null) === (invoice?.sha256 ?? null)
  );
}

/** Thrown inside the transaction when another submit with the same key won: rolls back the beneficiary saved with it. */
class KeyTakenMeanwhile extends Error {}

/** The first request, when the repeat is the same; a different request under a used key is refused (422). */
function replay(
  earlier: PaymentRequestRow,
  body: PaymentSubmission,
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
 * on (business, key) decides: a repeat, even one racing the first, inserts nothing and is answered
 * with the first request. The invoice is stored first and removed again when no row came to refer
 * to it.
 */
export async function submitPayment(
  deps: PaymentDeps,
  /** The member submitting (its maker) and the business the request belongs to (D34). */
  customer: Pick<UserRow, 'id' | 'email'> & { businessId: string },
  body: PaymentSubmission,
  options: { idempotencyKey: string | null; invoice: IncomingInvoice | null; quoteId: string },
): Promise<Submission> {
  const { idempotencyKey, invoice, quoteId } = options;
  if (idempotencyKey) {
    const earlier = await findByKey(deps, customer.businessId, idempotencyKey);
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
        customer.businessId,
        quoteId,
        { currency: body.foreignCurrency, amount: body.foreignAmount },
        now,
      );
      const rate = quote.rate;
      const localAmount = quote.localAmount;
      // The saved beneficiary, or the new one saved now (D33); the request keeps its version.
      const beneficiary = await beneficiaryForPayment(
        tx,
        customer,
        customer.businessId,
        body.beneficiary,
        deps.screening,
        deps.beneficiaryCaps,
      );
      if (beneficiary.currency !== body.foreignCurrency) {
        const message = BENEFICIARY_MESSAGES.currencyNotBeneficiarys;
        throw new ApiError(400, message, {
          code: ERROR_CODES.validation,
          errors: { foreignCurrency: [message] },
        });
      }
      // The business's approval policy (D34): at or above its threshold, an approver other
      // than the maker approves before the platform sees the request.
      const { thresholdNgn } = await readPolicy(tx, customer.businessId);
      const needsApproval = thresholdNgn !== null && !decimalGreaterThan(thresholdNgn, localAmount);
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          userId: customer.businessId,
          createdBy: customer.id,
          status: needsApproval ? 'awaiting_approval' : 'pending',
          recipientCompany: beneficiary.name,
          recipientBank: beneficiary.bankName,
          // A domestic US or UK account has no BIC: its routing number or sort code is in the version.
          swiftCode: beneficiary.bic ?? '',
          accountNumber: paidAccount(beneficiary),
          beneficiaryId: beneficiary.id,
          beneficiaryVersion: beneficiary.version,
          purpose: body.purpose,
          purposeText: body.purposeText,
          foreignAmount: body.foreignAmount,
          foreignCurrency: body.foreignCurrency,
          exchangeRate: rate,
          localAmount,
          // The quote's fee (D47): a later change of the fee never reaches this request.
          feeAmount: quote.feeAmount,
          feeFlatNgn: quote.feeFlatNgn,
          feePercent: quote.feePercent,
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
      if (!row) throw new KeyTakenMeanwhile();
      if (needsApproval) await tellApprovers(tx, deps, row, customer);
      await recordPaymentEvent(tx, { paymentId: row.id, status: row.status, at: now, actorId: customer.id });
      await emitPaymentState(tx, row, now);
      await recordAudit(tx, {
        actor: customer,
        action: 'payment.submit',
        subjectType: 'payment_request',
        subjectId: row.id,
        subjectUserId: customer.businessId,
        after: {
          reference: row.reference,
          status: row.status,
          recipientCompany: row.recipientCompany,
          foreignAmount: body.foreignAmount,
          foreignCurrency: body.foreignCurrency,
          exchangeRate: normalizeRate(rate),
          localAmount,
          quoteId: quote.id,
          beneficiaryId: beneficiary.id,
          beneficiaryVersion: beneficiary.version,
          purpose: body.purpose,
          purposeText: body.purposeText,
          invoice: invoice?.fileName ?? null,
        },
        summary: `Payment request ${row.reference} submitted by ${customer.email}: ${formatMoney(body.foreignAmount, body.foreignCurrency)} to ${row.recipientCompany}`,
      });
      // Reaching the platform's review, it is screened first (D44): a likely match holds it.
      return holdIfListed(tx, deps, row, now);
    });
  } catch (error) {
    if (storageKey) await deps.files.remove(storageKey).catch(() => undefined);
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
  }
  if (inserted) {
    // The approvers' notices, if the request waits for them, go out now.
    if (inserted.status === 'awaiting_approval') await deps.mailer.afterCommit();
    return { row: inserted, created: true };
  }

  // Another submit with the same key won the insert meanwhile: that one is the request (the
  // invoice stored for this one was removed above).
  const earlier = idempotencyKey ? await findByKey(deps, customer.businessId, idempotencyKey) : undefined;
  if (!earlier) throw new Error('an idempotent insert found neither a new nor an earlier row');
  return replay(earlier, body, invoice);
}
