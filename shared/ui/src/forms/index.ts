export { useSchemaForm, type FieldProps, type FormErrors, type SchemaForm } from './useSchemaForm';
