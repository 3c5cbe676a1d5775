export { PaymentRequestPage, PAYMENT_NOT_FOUND } from './PaymentRequestPage';
export { PAY_TO_NOT_SET } from './PayToDetails';
