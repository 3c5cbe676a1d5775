export { portalMessage } from './portalMessage';
export {
  contractResolver,
  useContractForm,
  type ContractFormOptions,
  type ContractSchema,
  type FormCheck,
} from './useContractForm';
export { useSchemaForm, type FieldProps, type FormErrors, type SchemaForm } from './useSchemaForm';
