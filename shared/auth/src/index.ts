export { SessionStore, sessionStore } from './sessionStore';
export { readSession, saveSession, removeSession, type SavedSession } from './sessionPersistence';
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
  signOut,
  register,
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
  refreshCurrentUser,
  type SignInResult,
} from './authApi';
export { useSession, useAuth } from './hooks';
