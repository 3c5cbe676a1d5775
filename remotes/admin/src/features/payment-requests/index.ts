export { PaymentRequestList } from './PaymentRequestList';
