import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { CustomerPayment, PaymentInvoice } from '@portal/contracts/paymentAnswers';
import { formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import type { PaymentRequestRow } from '../../plugins/database';
import { feeRuleOfRow } from '../quotes';

/** The invoice's details, or null when the request has none. */
export function invoiceOf(row: PaymentRequestRow): PaymentInvoice | null {
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
  row: PaymentRequestRow,
): Pick<CustomerPayment, 'purpose' | 'purposeText' | 'beneficiaryId'> => ({
  purpose: row.purpose ?? null,
  purposeText: row.purposeText ?? null,
  beneficiaryId: row.beneficiaryId ?? null,
});

/** Amounts as the currency writes them ("1500" yen, "12.50" dollars), the rate without trailing zeros. */
export const moneyOf = (
  row: PaymentRequestRow,
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
  row: PaymentRequestRow,
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
