export {
  useSubmissionCycle,
  isFieldOrPart,
  SUBMIT_FAILED_MESSAGE,
  type SubmissionCycle,
  type SubmissionPhase,
} from './useSubmissionCycle';
export { useFocusFormAfterReset } from './useFocusFormAfterReset';
