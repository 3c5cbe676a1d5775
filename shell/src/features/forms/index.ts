// The form kit of the shell's sign-in modals and its reset-password page.
export { LinkButton, SubmitButton, type LinkButtonProps, type SubmitButtonProps } from './FormButtons';
export { NEW_PASSWORD_RULES, NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { PASSWORD_HINT } from './passwordHint';
export { attempt, failureCode, failureMessage, firstFieldErrors, send, type Sent } from './serverFailure';
export {
  useFormFields,
  type FieldErrors,
  type FieldProps,
  type FieldRule,
  type FormFields,
} from './useFormFields';
export { usePendingAction } from './usePendingAction';
