import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { loginBodySchema } from '@portal/contracts/requestBodies';
import { SECURITY_MESSAGES, TWO_FACTOR_CHALLENGE_SECONDS } from '@portal/contracts/security';
import type { LoginChallengeData } from '@portal/contracts/securitySchemas';
import { STAFF_MESSAGES } from '@portal/contracts/staff';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import { normalizeEmail, validateLoginPassword } from '@portal/contracts/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, succeed } from '../../../plugins/http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { verifyPassword, verifyWithoutAccount } from '../passwords';
import { ChallengeTokens } from '../challenge';
import { isTwoFactorOn } from '../twoFactorState';
import { auditLockOut, auditSignInFailure } from '../authAudit';
import { completeSignIn } from '../signInSession';
import { admitSignIn, forgiveSignIn, rememberSignInClient } from '../signInThrottle';
import { findUserByEmail } from '../users';
import { routeSchema } from '../../../plugins/openapi';
import { loginDataSchema } from '@portal/contracts/apiSchemas';
import { loginChallengeDataSchema } from '@portal/contracts/securitySchemas';
import * as z from 'zod/mini';

/**
 * Sign-in. Both endpoints check credentials alone and answer with the role stored in the database
 * (the server is the only authority on roles), and count against the same limits of the account
 * (signInThrottle); the admin endpoint only has a tighter per-client backstop. Wrong credentials
 * get one general 401 whether or not the address exists; an unverified address is told so (403)
 * only once the password was right. An account with two-factor sign-in on gets no tokens yet: a
 * challenge for the second step (SECURITY_PATHS.loginTwoFactor). Sign-ins, failures and lock-outs
 * are audited.
 */
export function registerLoginRoutes(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const challenges = new ChallengeTokens(ctx.settings.jwtSecret, ctx.now);
  for (const adminEndpoint of [false, true]) {
    const schema = routeSchema({
      summary: adminEndpoint ? 'Sign in at the admin endpoint' : 'Sign in',
      tag: 'auth',
      caller: 'public',
      body: loginBodySchema,
      bodyRules: {
        email: validateAddress,
        password: validateLoginPassword,
      },
      // Tokens, or a challenge for the second step when two-factor sign-in is on.
      success: { status: 200, data: z.union([loginDataSchema, loginChallengeDataSchema]) },
      refusals: [401, 403, 429],
    });
    api.post(adminEndpoint ? API_PATHS.adminLogin : API_PATHS.login, { schema }, async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      const attempt = { email, client: request.ip, adminEndpoint };
      try {
        await admitSignIn(ctx, attempt, now);
      } catch (refusal) {
        if (refusal instanceof ApiError && refusal.statusCode === 429) {
          const known = await findUserByEmail(ctx.db, email);
          await auditLockOut(ctx, { email, client: request.ip, known }, now);
        }
        throw refusal;
      }

      const user = await findUserByEmail(ctx.db, email);
      const passwordRight = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyWithoutAccount(body.password);
      if (!user || !passwordRight) {
        await auditSignInFailure(ctx.db, user, { email, client: request.ip, reason: 'password' });
        throw new ApiError(401, AUTH_MESSAGES.badCredentials, { code: ERROR_CODES.invalidCredentials });
      }
      await forgiveSignIn(ctx, attempt, now);
      if (!user.emailVerifiedAt) {
        throw new ApiError(403, AUTH_MESSAGES.notVerified, { code: ERROR_CODES.emailNotVerified });
      }
      // A member removed from their business (D34) keeps the account, but no sign-in.
      if (user.role === 'user' && user.businessRole === null) {
        throw new ApiError(403, TEAM_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
      }
      // Likewise a staff member removed from the staff (D35).
      if (user.role === 'admin' && user.staffRole === null) {
        throw new ApiError(403, STAFF_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
      }
      await rememberSignInClient(ctx, attempt, now);

      if (await isTwoFactorOn(ctx.db, user.id)) {
        const challengeToken = await challenges.issue({
          userId: user.id,
          tokenVersion: user.tokenVersion,
          adminEndpoint,
        });
        const data: LoginChallengeData = {
          twoFactor: { challengeToken, expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS },
        };
        return succeed(SECURITY_MESSAGES.enterCode, data);
      }
      return succeed(AUTH_MESSAGES.signedIn, await completeSignIn(ctx, request, reply, user, 'password'));
    });
  }
}
