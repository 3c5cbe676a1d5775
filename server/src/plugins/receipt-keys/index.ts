export {
  resolveReceiptKeys,
  parseSigningKey,
  parseRetiredKeys,
  newReceiptSigningKey,
  receiptKeyId,
  RECEIPT_KEY_FILE,
  type ReceiptKeys,
  type ReceiptSigningKey,
} from './receiptKeys';
