export { SessionStore, sessionStore } from './sessionStore';
export {
  ApiClient,
  apiClient,
  failureOf,
  type ApiResult,
  type ApiClientOptions,
  type DownloadResult,
} from './apiClient';
export {
  signIn,
  verifySignInCode,
  signOut,
  register,
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
  restoreSession,
  type SignInOutcome,
  type SignInChallenge,
} from './authApi';
export {
  RequestError,
  SERVER_MESSAGES,
  readAnswer,
  refusalOf,
  unreachable,
  readFile,
  type RequestErrorDetails,
} from './serverAnswer';
export { useSession, useAuth, useRestoring } from './hooks';
export { SESSION_MARKER_KEY } from './sessionMarker';
export { takeFirstScreen } from './firstScreen';
// Lets a form start fetching the answers' schemas (a chunk of their own) when it
// opens, so its first request does not wait for them.
export { loadAnswerSchemas as prefetchAnswerSchemas } from './loadAnswerSchemas';
export type { UploadProgress } from './xhrSend';
