export { ApiError } from './apiError';
export {
  acceptValid,
  notFound,
  parseBody,
  parseParams,
  parsePathParams,
  parseQuery,
  NOT_AN_OBJECT,
  type FieldRules,
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
