import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { registerBodySchema } from '@portal/contracts/requestBodies';
import { normalizeEmail } from '@portal/contracts/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tables } from '../../../plugins/database';
import { ApiError, succeed } from '../../../plugins/http';
import { enforce } from '../../../plugins/rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAccountName, validateAccountPassword, validateAddress } from '../rules';
import { codeQueued, queueVerificationCode } from '../notify';
import { hashPassword } from '../passwords';
import { findUserByEmail } from '../users';
import { issueCode } from '../verificationCodes';
import { routeSchema } from '../../../plugins/openapi';
import * as z from 'zod/mini';

const emailTaken = () =>
  new ApiError(409, AUTH_MESSAGES.emailTaken, {
    code: ERROR_CODES.emailTaken,
    errors: { email: [AUTH_MESSAGES.emailTaken] },
  });

/**
 * Sign-up: a customer account (role user, not approved until an admin approves the
 * registration, not verified), its verification code and the e-mail carrying it, written together or not
 * at all; then the outbox sends it. The password meets the spec's rules and is not
 * a common one. An address that has an account, verified or not, is refused with
 * 409: the owner of an unverified one signs in (and is offered verification)
 * or resets the password, so nobody can replace a pending sign-up's password.
 */
export function registerRegisterRoute(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    API_PATHS.register,
    {
      schema: routeSchema({
        summary: 'Sign up as a customer',
        tag: 'auth',
        caller: 'public',
        body: registerBodySchema,
        bodyRules: {
          name: validateAccountName,
          email: validateAddress,
          password: validateAccountPassword,
        },
        success: { status: 201, data: z.object({ email: z.string() }) },
        refusals: [409, 429],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      await enforce(
        ctx.db,
        [
          [ctx.limits.registerPerClient, request.ip],
          [ctx.limits.registerPerAddress, email],
        ],
        now,
        AUTH_MESSAGES.tooManySignUps,
      );
      if (await findUserByEmail(ctx.db, email)) throw emailTaken();

      const passwordHash = await hashPassword(body.password);
      const name = body.name.trim();
      const code = await ctx.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(tables.users)
          .values({
            email,
            name,
            passwordHash,
            role: 'user',
            approved: false,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: tables.users.email })
          .returning({ id: tables.users.id });
        // Lost a race with a sign-up for the same address on another request.
        if (!user) return null;
        const issued = await issueCode(tx, ctx.codeKey, user.id, now);
        await queueVerificationCode(ctx, tx, { email, name }, issued);
        return issued;
      });
      if (!code) throw emailTaken();

      await codeQueued(ctx, request.log, email, code);
      return reply.code(201).send(succeed(AUTH_MESSAGES.registered, { email }));
    },
  );
}
