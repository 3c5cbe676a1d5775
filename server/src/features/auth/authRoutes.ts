import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../plugins/mail';
import type { AuthContext } from './context';
import { createAuthContext, type AuthDeps } from './createAuthContext';
import { registerForgotPasswordRoute } from './routes/forgotPassword';
import { registerLoginRoutes } from './routes/login';
import { registerLogoutRoute } from './routes/logout';
import { registerMeRoute } from './routes/me';
import { registerRefreshRoute } from './routes/refresh';
import { registerRegisterRoute } from './routes/register';
import { registerResendVerificationRoute } from './routes/resendVerification';
import { registerResetPasswordRoute } from './routes/resetPassword';
import { registerVerifyEmailRoute } from './routes/verifyEmail';

export interface AuthRouteDeps extends AuthDeps {
  mailer: Mailer;
}

/**
 * The auth API (sign-up, verification, sign-in, refresh, sign-out, password reset, who am I), under
 * the prefix it is registered with (/api).
 */
export async function registerAuthRoutes(api: FastifyInstance, deps: AuthRouteDeps): Promise<AuthContext> {
  const ctx = createAuthContext(deps, deps.mailer);

  registerRegisterRoute(api, ctx);
  registerVerifyEmailRoute(api, ctx);
  registerResendVerificationRoute(api, ctx);
  registerLoginRoutes(api, ctx);
  registerForgotPasswordRoute(api, ctx);
  registerResetPasswordRoute(api, ctx);
  registerRefreshRoute(api, ctx);
  registerLogoutRoute(api, ctx);
  registerMeRoute(api, ctx);
  return ctx;
}
