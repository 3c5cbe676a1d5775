export { AuthModals, preloadAuthModals } from './AuthModals';
export { PASSWORD_RESET_NOTICE_STATE } from './loginNotice';
// The form kit the reset-password page shares with the modals.
export { useFormFields, type FieldRule } from './useFormFields';
export { usePendingAction } from './usePendingAction';
export { SubmitButton, LinkButton } from './FormButtons';
export { attempt, failureMessage, firstFieldErrors, succeeded } from './serverFailure';
export { PASSWORD_HINT } from './passwordHint';
