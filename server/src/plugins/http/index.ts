export { ApiError } from './apiError';
export {
  acceptValid,
  checkInput,
  notFound,
  parseParams,
  readInput,
  NOT_AN_OBJECT,
  type CheckedInput,
  type FieldRules,
  type InputPart,
} from './parseRequest';
export {
  registerErrorHandler,
  isStorageFull,
  UNAVAILABLE_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
} from './errorHandler';
export { succeed } from './replies';
export { answerClientError, answerFrameworkError } from './frameworkRefusals';
export { registerApiNotFound } from './apiNotFound';
