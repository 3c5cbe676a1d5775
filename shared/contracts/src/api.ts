// Plain constants and types only: the shell's first script reads the paths and error
// codes (through @portal/auth), and a module here that built a zod schema would put zod
// in it for every visitor. The answers' runtime schemas are in apiSchemas.ts.
import type { ApiKeyCode } from './apiKeys';
import { ERROR_CODES, type FieldErrors } from './errorCodes';
import type { JourneyCode } from './paymentJourney';
import type { User } from './user';

/**
 * Paths under the API base (`/api`): the spec's calls (spec §7) plus token refresh
 * (refresh tokens rotate on every use, D7), `me` (a restored session asks the server
 * who it is, D8) and reset-password (the e-mailed link completes the reset, D10).
 */
export const API_PATHS = {
  register: '/auth/register',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
  login: '/auth/login',
  adminLogin: '/auth/admin/login',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  me: '/auth/me',
  health: '/health',
} as const;

const ADMIN_ACTIVITY_PATH = '/admin/activity';
/** The admin dashboard's figures (also DATA_PATHS.adminDashboard). */
export const ADMIN_DASHBOARD_DATA_PATH = '/admin/dashboard';
/** The staff dashboard's screening status (D44): whether a sanctions list is loaded; a first read of the dashboard. */
export const ADMIN_SCREENING_STATUS_PATH = '/admin/screening/status';

/**
 * The data routes (D20, D21): customers under `/api/...` (their own records only),
 * admins under `/api/admin/...`. Fastify path patterns; `:id` is a record's uuid.
 */
export const DATA_PATHS = {
  profile: '/profile',
  documents: '/documents',
  documentFile: '/documents/:id/file',
  adminDashboard: ADMIN_DASHBOARD_DATA_PATH,
  adminActivity: ADMIN_ACTIVITY_PATH,
  adminRegistrations: '/admin/registrations',
  adminRegistrationApprove: '/admin/registrations/:id/approve',
  adminRegistrationReject: '/admin/registrations/:id/reject',
  adminDocuments: '/admin/documents',
  adminDocumentsApprove: '/admin/documents/:id/approve',
  adminDocumentsReject: '/admin/documents/:id/reject',
} as const;

/** A customer's onboarding state (D40): the banner's and the checklist's one next step. */
export const ONBOARDING_PATH = '/onboarding';

/** How many entries the admin dashboard's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * The newest `limit` entries of the audit record. Built from the constant, not from
 * DATA_PATHS: the shell's main.js reads it (the admin dashboard's first reads, with
 * ADMIN_DASHBOARD_DATA_PATH) and would otherwise carry every data path (+0.1 KB gzip on
 * `/`, whose budget is 130 KB).
 */
export const adminActivityPath = (limit: number): string => `${ADMIN_ACTIVITY_PATH}?limit=${limit}`;

/** A path pattern with its `:id` filled in. */
export const withId = (pattern: string, id: string): string => pattern.replace(':id', encodeURIComponent(id));

export { ERROR_CODES, type FieldErrors } from './errorCodes';
// The payment journey's refusals (paymentJourney's JOURNEY_CODES) are codes too.
// Issue 36: a key on a route it may not use (KEY_NOT_ALLOWED, SCOPE_REQUIRED).
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | JourneyCode | ApiKeyCode;

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data?: T;
}
export interface ApiFailure {
  success: false;
  message: string;
  code?: ErrorCode;
  errors?: FieldErrors;
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export type { User };
