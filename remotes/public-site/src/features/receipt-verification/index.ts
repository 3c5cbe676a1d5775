// Receipts anyone can verify (D42): the public page of `/verify/<code>` and its signature check.
export { ReceiptVerificationPage } from './ReceiptVerificationPage';
export { checkReceiptSignature, type SignatureCheck } from './receiptVerifier';
