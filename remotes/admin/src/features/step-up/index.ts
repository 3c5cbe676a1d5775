// Step-up (issue 22 point 4): the authentication code a change that moves money is confirmed
// with, its field, and the one reading of a refused or missing code (shown next to the field).
export { refusalText, stepUpRefusal } from './refusal';
export { StepUpConfirm, type StepUpConfirmProps } from './StepUpConfirm';
export { StepUpField, type StepUpFieldProps } from './StepUpField';
export { useStepUpCode, type StepUpCode } from './useStepUpCode';
export { useStepUpDialog, type StepUpDialog, type StepUpDialogOptions } from './useStepUpDialog';
