export {
  useSubmissionCycle,
  isFieldOrPart,
  SUBMIT_FAILED_MESSAGE,
  SUCCESS_SCREEN_MS,
  type SubmissionCycle,
  type SubmissionPhase,
} from './useSubmissionCycle';
export { useFocusFormAfterReset } from './useFocusFormAfterReset';
