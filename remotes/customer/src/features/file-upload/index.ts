export { FileField, type FileFieldProps } from './FileField';
export { fileProblem, selectionProblems, ACCEPT_ATTRIBUTE, UPLOAD_HINT } from './fileRules';
export { useUploadProgress } from './useUploadProgress';
