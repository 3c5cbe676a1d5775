import { emailBodySchema } from '@portal/contracts/requestBodies';
import { normalizeEmail } from '@portal/contracts/validation';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { succeed } from '../../../plugins/http';
import { routeSchema } from '../../../plugins/openapi';
import { enforce, type RateLimit } from '../../../plugins/rate-limit';
import type { UserRow } from '../../../plugins/database';
import type { AuthContext } from '../context';
import { validateAddress } from '../rules';
import { inSteadyTime } from '../steadyTime';
import { findUserByEmail } from '../users';

export interface EmailRequest {
  path: string;
  summary: string;
  /** Per client address, per e-mail address (a short cooldown and a longer cap). */
  limits: { perClient: RateLimit; cooldown: RateLimit; perAddress: RateLimit };
  /** The refusal when a limit is reached. */
  tooMany: string;
  /** The one answer, whatever the address. */
  answer: string;
  /** Writes and queues the e-mail for an account the request applies to. */
  send: (account: UserRow, now: Date, log: FastifyBaseLogger) => Promise<void>;
}

/**
 * A public request that e-mails something to an address (a reset link, a new
 * verification code). It answers the same whether the address has an account or not,
 * and in the same time (`inSteadyTime`), so it tells nobody which addresses are
 * registered; it is throttled per client and per address whatever the case.
 */
export function registerEmailRequestRoute(server: FastifyInstance, ctx: AuthContext, request: EmailRequest) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    request.path,
    {
      schema: routeSchema({
        summary: request.summary,
        tag: 'auth',
        caller: 'public',
        body: emailBodySchema,
        bodyRules: { email: validateAddress },
        success: { status: 200 },
        refusals: [429],
      }),
    },
    async (incoming) => {
      const startedAt = performance.now();
      const body = incoming.body;
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      const { perClient, cooldown, perAddress } = request.limits;
      await enforce(
        ctx.db,
        [
          [perClient, incoming.ip],
          [cooldown, email],
          [perAddress, email],
        ],
        now,
        request.tooMany,
      );
      await inSteadyTime(startedAt, async () => {
        const account = await findUserByEmail(ctx.db, email);
        if (account) await request.send(account, now, incoming.log);
      });
      return succeed(request.answer);
    },
  );
}
