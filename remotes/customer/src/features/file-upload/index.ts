export { FileField, type FileFieldProps, type FileRules } from './FileField';
export { fileProblem, selectionProblems, ACCEPT_ATTRIBUTE, UPLOAD_HINT } from './fileRules';
export { useUploadProgress } from './useUploadProgress';
