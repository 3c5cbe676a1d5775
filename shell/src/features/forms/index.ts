// The form kit of the shell's sign-in modals and its reset-password page (the fields
// themselves are @portal/ui's useSchemaForm, on react-hook-form, with the contracts' form schemas).
export { LinkButton, SubmitButton, type LinkButtonProps, type SubmitButtonProps } from './FormButtons';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { PASSWORD_HINT } from './passwordHint';
export { failureCode, failureMessage, firstFieldErrors, send, type Sent } from './serverFailure';
export { usePendingAction } from './usePendingAction';
