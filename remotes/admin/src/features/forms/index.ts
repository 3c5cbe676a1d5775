export { contractResolver, type ContractSchema } from './contractResolver';
export { fieldErrorsOf } from './fieldErrorsOf';
