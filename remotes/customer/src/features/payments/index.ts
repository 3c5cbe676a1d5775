export { PaymentSubmission } from './PaymentSubmission';
export { PaymentRequestForm, type PaymentRequestFormProps } from './PaymentRequestForm';
export { PaymentSubmitted } from './PaymentSubmitted';
