import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { LOCAL_CURRENCY, type PaymentCurrency } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { formatMoney } from '@portal/rules/money';
import { BATCH_QUOTES_FIELD, PAYMENT_BATCH_MESSAGES, sumDecimals } from '@portal/contracts/paymentBatches';
import { decimalGreaterThan, normalizeRate } from '@portal/rules/paymentMoney';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit, recordAudits } from '../../plugins/audit';
import {
  type Db,
  type UserRow,
  tables,
  type PaymentBatchRow,
  type PaymentBatchTotal,
  type PaymentRequestRow,
  type QuoteRow,
} from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { beneficiaryForPayment } from '../beneficiaries';
import { claimQuote } from '../quotes';
import { readPolicy } from '../team';
import type { BatchFileRow } from './batchFile';
import { checkBatchLines, type CheckedLine } from './batchLines';
import { tellBatchApprovers } from './batchNotices';
import { amountOf, linesByCurrency, priceOf } from './batchPricing';
import { newFundingReference } from './paymentDecision';
import type { PaymentDeps } from './paymentDeps';
import { emitPaymentStates } from './paymentWebhook';
import { holdIfListed } from './screeningHold';

const { paymentBatches, paymentEvents, paymentRequests, quotes } = tables;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters at ~35 columns a row. */
const CHUNK = 250;

/** The lines' errors as the D5 shape: `lines.<n>.<column>` → messages (nothing was created). */
export function linesRefusal(lines: readonly CheckedLine[]): ApiError {
  const errors: Record<string, string[]> = {};
  for (const line of lines) {
    for (const [column, messages] of Object.entries(line.errors))
      errors[`lines.${line.line}.${column}`] = messages;
  }
  return new ApiError(400, PAYMENT_BATCH_MESSAGES.linesRefused, { code: ERROR_CODES.validation, errors });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_ID = '00000000-0000-0000-0000-000000000000';

const quotesRefusal = (message: string, status = 422) =>
  new ApiError(status, message, {
    code: ERROR_CODES.validation,
    errors: { [BATCH_QUOTES_FIELD]: [message] },
  });

/** The account a request pays, as the request row keeps it: the IBAN, else the account number. */
const paidAccount = (beneficiary: Pick<BeneficiaryView, 'iban' | 'accountNumber'>) =>
  beneficiary.iban ?? beneficiary.accountNumber ?? '';

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Takes the check's quotes, one per currency of the file (D30): each must be this business's,
 * unused, unexpired, and for the currency's amount as the file now adds up (else the file or the
 * quotes changed since the check: 422, nothing written).
 */
async function claimBatchQuotes(
  tx: Db,
  businessId: string,
  groups: Map<PaymentCurrency, CheckedLine[]>,
  quoteIds: readonly string[],
  now: Date,
): Promise<Map<PaymentCurrency, QuoteRow>> {
  if (quoteIds.length === 0) throw quotesRefusal(PAYMENT_BATCH_MESSAGES.quotesRequired, 400);
  if (quoteIds.length !== groups.size) throw quotesRefusal(PAYMENT_BATCH_MESSAGES.quotesDiffer);
  const ids = quoteIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  // Which currency each id quotes (another business's id reads as none).
  const known = await tx
    .select({ id: quotes.id, currency: quotes.currency })
    .from(quotes)
    .where(and(eq(quotes.userId, businessId), inArray(quotes.id, ids.length > 0 ? ids : [NO_ID])));
  const claimed = new Map<PaymentCurrency, QuoteRow>();
  for (const [currency, group] of groups) {
    const id = known.find((quote) => quote.currency === currency)?.id;
    if (!id) throw quotesRefusal(PAYMENT_BATCH_MESSAGES.quotesDiffer);
    try {
      claimed.set(
        currency,
        await claimQuote(tx, businessId, id, { currency, amount: amountOf(currency, group) }, now),
      );
    } catch (error) {
      // Used (409) and expired (410) say so; a different amount means the file changed since its check.
      if (error instanceof ApiError && error.statusCode === 422)
        throw quotesRefusal(PAYMENT_BATCH_MESSAGES.quotesDiffer);
      throw error;
    }
  }
  return claimed;
}

export interface CreatedBatch {
  batch: PaymentBatchRow;
  payments: PaymentRequestRow[];
}

/**
 * Creates a bulk payment (issue 36) as one transaction: every line checked again inside it (a
 * single bad line refuses the whole file, 400 with each line's errors, and nothing is written),
 * the check's quotes taken, then the batch with its one funding reference and one ordinary
 * payment request per line, each with its timeline row, audit entry and webhook event (D46), and
 * screened as a single payment is (D44). The batch's naira total decides the approval policy
 * (D34): at or above the threshold every payment waits for an approver, told once.
 */
export async function createBatch(
  deps: PaymentDeps,
  customer: Pick<UserRow, 'id' | 'email'> & { businessId: string },
  rows: readonly BatchFileRow[],
  quoteIds: readonly string[],
): Promise<CreatedBatch> {
  const created = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const lines = await checkBatchLines(tx, customer.businessId, rows, deps.screening, { lock: true });
    if (lines.some((line) => !line.submission)) throw linesRefusal(lines);
    const groups = linesByCurrency(lines);
    const claimed = await claimBatchQuotes(tx, customer.businessId, groups, quoteIds, now);

    const priced = lines.map((line) => {
      const submission = line.submission!;
      const quote = claimed.get(submission.foreignCurrency)!;
      const rule = { flatNgn: quote.feeFlatNgn, percent: quote.feePercent };
      return { line, submission, quote, price: priceOf(submission.foreignAmount, quote.rate, rule) };
    });
    const totals: PaymentBatchTotal[] = [...groups].map(([currency, group]) => {
      const quote = claimed.get(currency)!;
      return {
        currency,
        count: group.length,
        amount: quote.amount,
        rate: normalizeRate(quote.rate),
        localAmount: quote.localAmount,
        feeAmount: quote.feeAmount,
        feeFlatNgn: quote.feeFlatNgn,
        feePercent: quote.feePercent,
        quoteId: quote.id,
      };
    });
    const localTotal = sumDecimals(priced.map((item) => item.price.local));
    const { thresholdNgn } = await readPolicy(tx, customer.businessId);
    const needsApproval = thresholdNgn !== null && !decimalGreaterThan(thresholdNgn, localTotal);
    const [batch] = await tx
      .insert(paymentBatches)
      .values({
        businessId: customer.businessId,
        reference: newFundingReference(),
        createdBy: customer.id,
        status: needsApproval ? 'awaiting_approval' : 'submitted',
        paymentCount: lines.length,
        totals,
        localTotal,
        feeTotal: sumDecimals(priced.map((item) => item.price.fee)),
        createdAt: now,
      })
      .returning();
    if (!batch) throw new Error('a batch insert returned no row');

    // The beneficiaries: the saved ones as read; new fields saved (or matched by name) as a single
    // payment does, once per distinct vendor of the file (the same vendor paid on ten lines is one).
    const savedNow = new Map<string, BeneficiaryView>();
    const payees: BeneficiaryView[] = [];
    for (const { line, submission } of priced) {
      if (line.saved) {
        payees.push(line.saved);
        continue;
      }
      const key = JSON.stringify(submission.beneficiary);
      let payee = savedNow.get(key);
      if (!payee) {
        payee = await beneficiaryForPayment(
          tx,
          customer,
          customer.businessId,
          submission.beneficiary,
          deps.screening,
          deps.beneficiaryCaps,
        );
        savedNow.set(key, payee);
      }
      payees.push(payee);
    }
    const values = priced.map(({ line, submission, quote, price }, index) => {
      const beneficiary = payees[index]!;
      return {
        userId: customer.businessId,
        createdBy: customer.id,
        status: needsApproval ? ('awaiting_approval' as const) : ('pending' as const),
        recipientCompany: beneficiary.name,
        recipientBank: beneficiary.bankName,
        swiftCode: beneficiary.bic ?? '',
        accountNumber: paidAccount(beneficiary),
        beneficiaryId: beneficiary.id,
        beneficiaryVersion: beneficiary.version,
        purpose: submission.purpose,
        purposeText: submission.purposeText,
        foreignAmount: submission.foreignAmount,
        foreignCurrency: submission.foreignCurrency,
        exchangeRate: quote.rate,
        localAmount: price.local,
        feeAmount: price.fee,
        feeFlatNgn: quote.feeFlatNgn,
        feePercent: quote.feePercent,
        quoteId: quote.id,
        batchId: batch.id,
        customerReference: line.reference,
        createdAt: now,
        statusChangedAt: now,
      };
    });
    const inserted: PaymentRequestRow[] = [];
    for (const part of chunks(values))
      inserted.push(...(await tx.insert(paymentRequests).values(part).returning()));
    for (const part of chunks(inserted)) {
      await tx.insert(paymentEvents).values(
        part.map((row) => ({
          paymentId: row.id,
          status: row.status,
          at: now,
          actorId: customer.id,
          note: null,
        })),
      );
    }
    await recordAudit(tx, {
      actor: customer,
      action: 'payment-batch.create',
      subjectType: 'payment_batch',
      subjectId: batch.id,
      subjectUserId: customer.businessId,
      after: {
        reference: batch.reference,
        status: batch.status,
        paymentCount: batch.paymentCount,
        totals,
        localTotal,
      },
      summary: `Bulk payment ${batch.reference} of ${batch.paymentCount} payments (${formatMoney(localTotal, LOCAL_CURRENCY)}) created by ${customer.email}`,
    });
    await recordAudits(
      tx,
      inserted.map((row) => ({
        actor: customer,
        action: 'payment.submit',
        subjectType: 'payment_request',
        subjectId: row.id,
        subjectUserId: customer.businessId,
        after: {
          reference: row.reference,
          status: row.status,
          batch: batch.reference,
          recipientCompany: row.recipientCompany,
          foreignAmount: row.foreignAmount,
          foreignCurrency: row.foreignCurrency,
          exchangeRate: normalizeRate(row.exchangeRate),
          localAmount: row.localAmount,
          quoteId: row.quoteId,
          beneficiaryId: row.beneficiaryId,
          beneficiaryVersion: row.beneficiaryVersion,
          customerReference: row.customerReference,
        },
        summary: `Payment request ${row.reference} submitted in bulk payment ${batch.reference} by ${customer.email}: ${formatMoney(row.foreignAmount, row.foreignCurrency)} to ${row.recipientCompany}`,
      })),
    );
    await emitPaymentStates(tx, customer.businessId, inserted, now);
    // Reaching the platform's review, each is screened as a single payment is (D44).
    const payments: PaymentRequestRow[] = [];
    for (const row of inserted) payments.push(await holdIfListed(tx, deps, row, now));
    if (needsApproval) await tellBatchApprovers(tx, deps, batch, customer);
    return { batch, payments };
  });
  if (created.batch.status === 'awaiting_approval') await deps.mailer.afterCommit();
  return created;
}
