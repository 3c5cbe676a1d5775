// The form hook itself is @portal/ui's useContractForm; contractResolver is re-exported for
// the staff invite form (moved to the one people module on another branch).
export { contractResolver, type ContractSchema } from '@portal/ui';
export { fieldErrorsOf } from './fieldErrorsOf';
