export { PaymentRequestList } from './PaymentRequestList';
export { PAYMENT_FILTER_PARAM, PAYMENT_REQUESTS_PATH, paymentListLink } from './paymentListLink';
