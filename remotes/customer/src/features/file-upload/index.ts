export { FileField, type FileFieldProps } from './FileField';
export { fileProblem, selectionProblems, ACCEPT_ATTRIBUTE, UPLOAD_HINT } from './fileRules';
export {
  MOST_SHOWN_BEFORE_ANSWER,
  shownUploadProgress,
  useUploadProgress,
  type UploadProgressTracker,
} from './useUploadProgress';
