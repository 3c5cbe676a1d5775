import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { AUTH_AUDIT_ACTIONS, SECURITY_MESSAGES, SECURITY_PATHS } from '@portal/contracts/security';
import {
  changePasswordBodySchema,
  type SessionListData,
  type SessionsEndedData,
} from '@portal/contracts/securitySchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireSignedIn, sessionOf } from '../access';
import { recordAudit } from '../../plugins/audit';
import {
  AUTH_MESSAGES,
  hashPassword,
  passwordHashOf,
  revokeAllSessions,
  validateAccountPassword,
  verifyPassword,
  type AuthContext,
} from '../auth';
import { tables } from '../../plugins/database';
import { ApiError, succeed } from '../../plugins/http';
import { enforce, refund } from '../../plugins/rate-limit';
import { eq } from 'drizzle-orm';
import { liveSessions, revokeOtherSessions } from './sessionList';
import { routeSchema } from '../../plugins/openapi';
import { sessionListDataSchema, sessionsEndedDataSchema } from '@portal/contracts/securitySchemas';

const { users } = tables;

/**
 * A signed-in account's own sessions (issue 12, item 11): the list, ending them all,
 * and a password change that keeps this session and ends every other.
 */
export function registerSessionRoutes(server: FastifyInstance, ctx: AuthContext): void {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignedIn(ctx);

  api.get(
    SECURITY_PATHS.sessions,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: "The account's live sessions",
        tag: 'sessions',
        caller: 'signed-in',
        success: { status: 200, data: sessionListDataSchema },
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const data: SessionListData = {
        sessions: await liveSessions(ctx.db, account.id, sessionOf(request), ctx.now()),
      };
      return succeed(SECURITY_MESSAGES.sessions, data);
    },
  );

  api.post(
    SECURITY_PATHS.endAllSessions,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'End every session of the account, this one included',
        tag: 'sessions',
        caller: 'signed-in',
        success: { status: 200, data: sessionsEndedDataSchema },
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const now = ctx.now();
      const ended = await ctx.db.transaction(async (tx) => {
        // Counted as the list shows them (one per refresh-token family), so the number
        // said afterwards is the number the customer saw.
        const live = await liveSessions(tx, account.id, sessionOf(request), now);
        await revokeAllSessions(tx, account.id, now);
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: AUTH_AUDIT_ACTIONS.sessionsEnded,
          subjectType: 'account',
          subjectId: account.id,
          subjectUserId: account.role === 'user' ? account.id : null,
          after: { scope: 'all' },
          summary: `${account.email} signed out every session`,
        });
        return live.length;
      });
      const data: SessionsEndedData = { ended };
      return succeed(SECURITY_MESSAGES.sessionsEnded, data);
    },
  );

  api.post(
    SECURITY_PATHS.changePassword,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'Change the password (ends every other session)',
        tag: 'sessions',
        caller: 'signed-in',
        body: changePasswordBodySchema,
        bodyRules: {
          currentPassword: (value) => (value ? undefined : SECURITY_MESSAGES.currentPasswordRequired),
          newPassword: validateAccountPassword,
        },
        success: { status: 200 },
        refusals: [429],
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const body = request.body;
      const now = ctx.now();
      // Wrong current passwords are guesses, counted with the sign-in guesses from this client.
      const guesses = [ctx.limits.signInPerAccountClient, `${account.email}\u0000${request.ip}`] as const;
      await enforce(ctx.db, [guesses], now, AUTH_MESSAGES.tooManySignIns);
      // 400, not 401: a wrong password here must not read as an ended session to the client.
      if (!(await verifyPassword(await passwordHashOf(ctx.db, account.id), body.currentPassword))) {
        throw new ApiError(400, SECURITY_MESSAGES.currentPasswordWrong, {
          code: ERROR_CODES.invalidCredentials,
          errors: { currentPassword: [SECURITY_MESSAGES.currentPasswordWrong] },
        });
      }
      await refund(ctx.db, ...guesses, now);
      const passwordHash = await hashPassword(body.newPassword);
      const currentSession = sessionOf(request);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, account.id));
        await revokeOtherSessions(tx, account.id, currentSession, now);
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: AUTH_AUDIT_ACTIONS.passwordChanged,
          subjectType: 'account',
          subjectId: account.id,
          subjectUserId: account.role === 'user' ? account.id : null,
          summary: `${account.email} changed their password`,
        });
      });
      return succeed(SECURITY_MESSAGES.passwordChanged);
    },
  );
}
