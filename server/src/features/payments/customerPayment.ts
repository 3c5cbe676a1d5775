import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { CustomerPayment, PaymentInvoice } from '@portal/contracts/paymentAnswers';
import { formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import { tables, type PaymentRequestRow } from '../../plugins/database';
import { feeRuleOfRow } from '../quotes';

const { paymentRequests } = tables;

/**
 * The columns a request's row in a list shows (the customer's history, staff's list and the
 * rows a staff move answers with): about half of the table's. A list page reads 21 rows, and
 * reading, decoding and mapping the other columns (the funding, payout and file details only
 * a request's own page shows) was a measurable part of each list request's CPU.
 */
export const paymentListColumns = {
  id: paymentRequests.id,
  reference: paymentRequests.reference,
  userId: paymentRequests.userId,
  createdBy: paymentRequests.createdBy,
  recipientCompany: paymentRequests.recipientCompany,
  recipientBank: paymentRequests.recipientBank,
  swiftCode: paymentRequests.swiftCode,
  accountNumber: paymentRequests.accountNumber,
  foreignAmount: paymentRequests.foreignAmount,
  foreignCurrency: paymentRequests.foreignCurrency,
  exchangeRate: paymentRequests.exchangeRate,
  localAmount: paymentRequests.localAmount,
  feeAmount: paymentRequests.feeAmount,
  feeFlatNgn: paymentRequests.feeFlatNgn,
  feePercent: paymentRequests.feePercent,
  invoiceStorageKey: paymentRequests.invoiceStorageKey,
  invoiceFileName: paymentRequests.invoiceFileName,
  invoiceContentType: paymentRequests.invoiceContentType,
  invoiceSizeBytes: paymentRequests.invoiceSizeBytes,
  invoiceSha256: paymentRequests.invoiceSha256,
  status: paymentRequests.status,
  reason: paymentRequests.reason,
  closedReason: paymentRequests.closedReason,
  decidedAt: paymentRequests.decidedAt,
  decidedBy: paymentRequests.decidedBy,
  createdAt: paymentRequests.createdAt,
  purpose: paymentRequests.purpose,
  purposeText: paymentRequests.purposeText,
  beneficiaryId: paymentRequests.beneficiaryId,
  beneficiaryVersion: paymentRequests.beneficiaryVersion,
};

/** A request as a list reads it: the columns above. */
export type PaymentListRow = Pick<PaymentRequestRow, keyof typeof paymentListColumns>;

/** The invoice's details, or null when the request has none. */
export function invoiceOf(
  row: Pick<
    PaymentRequestRow,
    'invoiceStorageKey' | 'invoiceFileName' | 'invoiceContentType' | 'invoiceSizeBytes' | 'invoiceSha256'
  >,
): PaymentInvoice | null {
  if (!row.invoiceStorageKey || !row.invoiceFileName || !row.invoiceContentType) return null;
  return {
    fileName: row.invoiceFileName,
    contentType: row.invoiceContentType,
    sizeBytes: row.invoiceSizeBytes ?? 0,
    sha256: row.invoiceSha256 ?? '',
  };
}

/** Why the request pays and which saved beneficiary (null on requests made before issue 25). */
export const purposeOf = (
  row: Pick<PaymentRequestRow, 'purpose' | 'purposeText' | 'beneficiaryId'>,
): Pick<CustomerPayment, 'purpose' | 'purposeText' | 'beneficiaryId'> => ({
  purpose: row.purpose ?? null,
  purposeText: row.purposeText ?? null,
  beneficiaryId: row.beneficiaryId ?? null,
});

/** Amounts as the currency writes them ("1500" yen, "12.50" dollars), the rate without trailing zeros. */
export const moneyOf = (
  row: Pick<
    PaymentRequestRow,
    | 'foreignAmount'
    | 'foreignCurrency'
    | 'exchangeRate'
    | 'localAmount'
    | 'feeAmount'
    | 'feeFlatNgn'
    | 'feePercent'
  >,
): Pick<
  CustomerPayment,
  'foreignAmount' | 'foreignCurrency' | 'exchangeRate' | 'localAmount' | 'feeAmount' | 'fee' | 'localCurrency'
> => ({
  foreignAmount: formatAmount(row.foreignAmount, row.foreignCurrency),
  foreignCurrency: row.foreignCurrency,
  exchangeRate: normalizeRate(row.exchangeRate),
  localAmount: formatAmount(row.localAmount, LOCAL_CURRENCY),
  feeAmount: formatAmount(row.feeAmount, LOCAL_CURRENCY),
  fee: feeRuleOfRow(row),
  localCurrency: LOCAL_CURRENCY,
});

/** A payment request as its owner sees it. */
export const toCustomerPayment = (
  row: PaymentListRow,
  /** Its maker, when the reader joined them (every list and page does). */
  maker: { id: string; name: string } | null = null,
): CustomerPayment => ({
  id: row.id,
  madeBy: maker,
  ...purposeOf(row),
  reference: row.reference,
  recipientCompany: row.recipientCompany,
  recipientBank: row.recipientBank,
  recipientBankSwiftCode: row.swiftCode,
  accountNumber: row.accountNumber,
  ...moneyOf(row),
  invoice: invoiceOf(row),
  status: row.status,
  reason: row.closedReason ?? row.reason,
  submittedAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
