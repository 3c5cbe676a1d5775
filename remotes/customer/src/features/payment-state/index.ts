export { PaymentStateBadge } from './PaymentStateBadge';
