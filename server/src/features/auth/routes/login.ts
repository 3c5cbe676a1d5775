import {
  API_PATHS,
  ERROR_CODES,
  loginBodySchema,
  normalizeEmail,
  validateLoginPassword,
  type LoginData,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, succeed, validateBody } from '../../http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { verifyPassword, verifyWithoutAccount } from '../passwords';
import { startSession } from '../refreshTokens';
import { admitSignIn, forgiveSignIn, rememberSignInClient } from '../signInThrottle';
import { findUserByEmail, publicUser } from '../users';

/**
 * Sign-in (spec §7). Both endpoints check credentials alone and answer with the role
 * stored in the database (D4), and count against the same limits of the account
 * (signInThrottle); the admin endpoint only has a tighter per-client backstop. Wrong
 * credentials get one general 401 whether or not the address exists; an unverified
 * address is told so (403, D6) only once the password was right.
 */
export function registerLoginRoutes(api: FastifyInstance, ctx: AuthContext) {
  for (const adminEndpoint of [false, true]) {
    api.post(adminEndpoint ? API_PATHS.adminLogin : API_PATHS.login, async (request) => {
      const body = validateBody(loginBodySchema, request.body, {
        email: validateAddress,
        password: validateLoginPassword,
      });
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      const attempt = { email, client: request.ip, adminEndpoint };
      await admitSignIn(ctx, attempt, now);

      const user = await findUserByEmail(ctx.db, email);
      const passwordRight = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyWithoutAccount(body.password);
      if (!user || !passwordRight) {
        throw new ApiError(401, AUTH_MESSAGES.badCredentials, { code: ERROR_CODES.invalidCredentials });
      }
      await forgiveSignIn(ctx, attempt, now);
      if (!user.emailVerifiedAt) {
        throw new ApiError(403, AUTH_MESSAGES.notVerified, { code: ERROR_CODES.emailNotVerified });
      }
      await rememberSignInClient(ctx, attempt, now);

      const session = await startSession(ctx.db, user.id, now);
      const data: LoginData = {
        user: publicUser(user),
        tokens: {
          accessToken: await ctx.tokens.issue(user, session.sessionId),
          refreshToken: session.token,
        },
      };
      request.log.info({ userId: user.id, role: user.role }, 'signed in');
      return succeed(AUTH_MESSAGES.signedIn, data);
    });
  }
}
