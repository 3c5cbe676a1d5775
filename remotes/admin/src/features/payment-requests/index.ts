export { PaymentDetail } from './PaymentDetail';
export { PaymentRequestList } from './PaymentRequestList';
export {
  PAYMENT_FILTER_PARAM,
  PAYMENT_REQUESTS_PATH,
  paymentDetailLink,
  paymentListLink,
} from './paymentListLink';
