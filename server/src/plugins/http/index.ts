export { ApiError } from './apiError';
export { validateBody, type FieldRules, NOT_AN_OBJECT, MALFORMED_BODY } from './validateBody';
export {
  registerErrorHandler,
  isStorageFull,
  UNAVAILABLE_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
} from './errorHandler';
export { succeed } from './replies';
export { answerClientError, answerFrameworkError } from './frameworkRefusals';
export { registerApiNotFound } from './apiNotFound';
