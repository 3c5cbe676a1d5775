/**
 * Receipts anyone can verify (D42): the verification code of a sent payment, the public
 * routes that answer what its receipt states (signed with Ed25519) and the signing keys, and
 * the vendor's "Payment sent" e-mail. Low in the folder order: payments and statements use it;
 * it reads the tables itself and imports no other feature. The module's only entrance.
 */
export { registerReceiptVerificationRoutes, type ReceiptVerificationDeps } from './verifyRoutes';
export { verificationCodeOf } from './verificationCode';
export { recordPaymentSent, paymentSentSubject } from './paymentSentEmail';
export { VERIFY_PER_CLIENT } from './verifyLimits';
