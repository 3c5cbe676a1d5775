export { ReceivingBankAccountSection } from './ReceivingBankAccountSection';
