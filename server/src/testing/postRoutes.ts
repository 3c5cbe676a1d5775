import { API_PATHS } from '@portal/contracts/api';
import {
  emailBodySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@portal/contracts/requestBodies';

const BODY_SCHEMAS = {
  [API_PATHS.register]: registerBodySchema,
  [API_PATHS.verifyEmail]: verifyEmailBodySchema,
  [API_PATHS.resendVerification]: emailBodySchema,
  [API_PATHS.login]: loginBodySchema,
  [API_PATHS.adminLogin]: loginBodySchema,
  [API_PATHS.forgotPassword]: emailBodySchema,
  [API_PATHS.resetPassword]: resetPasswordBodySchema,
  [API_PATHS.refresh]: refreshBodySchema,
  [API_PATHS.logout]: logoutBodySchema,
};

/**
 * Every POST route of the API and the fields its body has, read from the contract's
 * request schemas; the server's property tests and the browser tests' hostile input
 * both walk it.
 */
export const POST_ROUTES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(BODY_SCHEMAS).map(([route, schema]) => [route, Object.keys(schema.shape)]),
);
