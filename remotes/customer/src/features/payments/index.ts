export { PaymentSubmission } from './PaymentSubmission';
export { PaymentRequestForm, type PaymentRequestFormProps } from './PaymentRequestForm';
export { PaymentSubmitted } from './PaymentSubmitted';
export { payeeLines } from './payeeLines';
export { purposeLabel } from './purposeText';
