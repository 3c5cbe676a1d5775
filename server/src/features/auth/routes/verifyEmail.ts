import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { verifyEmailBodySchema } from '@portal/contracts/requestBodies';
import { normalizeEmail, validateOtp } from '@portal/contracts/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, succeed } from '../../../plugins/http';
import { enforce } from '../../../plugins/rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { checkCode } from '../verificationCodes';
import { routeSchema } from '../../../plugins/openapi';

const invalid = () => new ApiError(400, AUTH_MESSAGES.codeInvalid, { code: ERROR_CODES.invalidCode });

/**
 * A code whose attempts are used up is refused exactly like a wrong code, an unknown
 * address or a verified one: a distinct answer after five tries told an attacker
 * which addresses have an account waiting for verification. The owner gets a new
 * code with Resend Code, as the modal says.
 */
const REFUSALS = {
  invalid,
  exhausted: invalid,
  expired: () => new ApiError(400, AUTH_MESSAGES.codeExpired, { code: ERROR_CODES.codeExpired }),
} as const;

/**
 * E-mail verification: the 6-digit code of the address's latest e-mail (codes expire, are stored
 * hashed, allow a few attempts).
 */
export function registerVerifyEmailRoute(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    API_PATHS.verifyEmail,
    {
      schema: routeSchema({
        summary: 'Verify an address with its e-mailed code',
        tag: 'auth',
        caller: 'public',
        body: verifyEmailBodySchema,
        bodyRules: {
          email: validateAddress,
          otp: validateOtp,
        },
        success: { status: 200 },
        refusals: [429],
      }),
    },
    async (request) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      await enforce(
        ctx.db,
        [
          [ctx.limits.verifyPerClient, request.ip],
          [ctx.limits.verifyPerAddress, email],
        ],
        now,
        AUTH_MESSAGES.tooManyVerifications,
      );
      const outcome = await checkCode(ctx.db, ctx.codeKey, email, body.otp, now);
      if (outcome !== 'verified') throw REFUSALS[outcome]();
      return succeed(AUTH_MESSAGES.verified);
    },
  );
}
