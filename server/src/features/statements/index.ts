/**
 * Receipts and statements (D32, D36): the paid request's PDF receipt and the CSV
 * exports of the payment lists and the audit log. The module's only entrance.
 */
export { buildReceiptPdf } from './receiptPdf';
export type { ReceiptData } from './receiptData';
export { streamCsv, type CsvColumn } from './csvStream';
export { keysetBatches, STATEMENT_BATCH_ROWS, type BatchReader, type KeysetPosition } from './keysetBatches';
export {
  statementPeriod,
  statementFileName,
  parseStatementQuery,
  type StatementPeriod,
} from './statementPeriod';
export { registerStatementRoutes } from './statementRoutes';
export { registerReceiptRoute, RECEIPT_NOT_READY } from './receiptRoute';
export { readReceiptSource, type ReceiptSource } from './receiptReader';
export { paymentStatementCsv, paymentStatementReader, type PaymentStatementFilter } from './paymentStatement';
export { auditStatementCsv, auditStatementReader } from './auditStatement';
