import { challengeUsed, claimChallenge } from './challengeUse';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  AUTH_AUDIT_ACTIONS,
  RECOVERY_CODE_COUNT,
  SECURITY_MESSAGES,
  SECURITY_PATHS,
} from '@portal/contracts/security';
import {
  loginTwoFactorBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  type RecoveryCodesData,
  type TwoFactorSetupData,
  type TwoFactorStatusData,
} from '@portal/contracts/securitySchemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { accountOf, requireSignedIn } from '../access';
import { recordAudit } from '../../plugins/audit';
import {
  AUTH_MESSAGES,
  ChallengeTokens,
  auditSignInFailure,
  completeSignIn,
  findUserById,
  isTwoFactorOn,
  passwordHashOf,
  verifyPassword,
  type AuthContext,
  type SessionAccount,
} from '../auth';
import { ApiError, succeed } from '../../plugins/http';
import { enforce, refund } from '../../plugins/rate-limit';
import { RecoveryCodeHasher, newRecoveryCode } from './recoveryCodes';
import { SecretBox } from './secretBox';
import { acceptedStep, newTotpSecret, totpUrl } from './totp';
import {
  activate,
  deactivate,
  pendingSecret,
  recoveryCodesLeft,
  savePendingSecret,
  useSecondFactor,
} from './twoFactorStore';
import { routeSchema } from '../../plugins/openapi';
import { loginDataSchema } from '@portal/contracts/apiSchemas';
import {
  recoveryCodesDataSchema,
  twoFactorSetupDataSchema,
  twoFactorStatusDataSchema,
} from '@portal/contracts/securitySchemas';

const required = (message: string) => (value: string) => (value.trim() ? undefined : message);
const wrongCode = () =>
  new ApiError(400, SECURITY_MESSAGES.wrongCode, {
    code: ERROR_CODES.invalidCode,
    errors: { code: [SECURITY_MESSAGES.wrongCode] },
  });
const conflict = (message: string) => new ApiError(409, message, { code: ERROR_CODES.conflict });
const challengeEnded = () =>
  new ApiError(401, SECURITY_MESSAGES.challengeExpired, { code: ERROR_CODES.invalidToken });

/**
 * Two-factor sign-in (issue 12, item 10): enrolment with an authenticator app
 * (TOTP, a QR code, ten recovery codes shown once), turning it off, and the second
 * step of a sign-in. Every code is rate limited per account and client.
 */
export function registerTwoFactorRoutes(server: FastifyInstance, ctx: AuthContext): void {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const box = new SecretBox(ctx.settings.jwtSecret);
  const hasher = new RecoveryCodeHasher(ctx.settings.jwtSecret);
  const challenges = new ChallengeTokens(ctx.settings.jwtSecret, ctx.now);
  const signedIn = requireSignedIn(ctx);
  // Required of the admins when ADMIN_REQUIRE_2FA says so, and of every account whose row says
  // so: invited staff (D35) and members of a business that asks it of all (issue 21).
  const requiredFor = (account: Pick<SessionAccount, 'twoFactorRequired' | 'role'>) =>
    account.twoFactorRequired || (account.role === 'admin' && Boolean(ctx.settings.adminTwoFactorRequired));

  /** Counts a code against the account-and-client budget; a right code is given back. */
  const codeBudget = (request: FastifyRequest, userId: string) =>
    [ctx.limits.twoFactorPerAccountClient, `${userId}\u0000${request.ip}`] as const;
  const spendCode = (request: FastifyRequest, userId: string, now: Date) =>
    enforce(ctx.db, [codeBudget(request, userId)], now, SECURITY_MESSAGES.tooManyCodes);
  const giveBackCode = (request: FastifyRequest, userId: string, now: Date) =>
    refund(ctx.db, ...codeBudget(request, userId), now);

  api.get(
    SECURITY_PATHS.twoFactor,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: "The account's two-factor sign-in state",
        tag: 'two-factor',
        caller: 'signed-in',
        success: { status: 200, data: twoFactorStatusDataSchema },
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const enabled = await isTwoFactorOn(ctx.db, account.id);
      const data: TwoFactorStatusData = {
        twoFactor: {
          enabled,
          required: requiredFor(account),
          recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, account.id) : 0,
        },
      };
      return succeed(SECURITY_MESSAGES.status, data);
    },
  );

  api.post(
    SECURITY_PATHS.twoFactorSetup,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'Start two-factor set-up: a new secret and its QR code',
        tag: 'two-factor',
        caller: 'signed-in',
        success: { status: 200, data: twoFactorSetupDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const account = accountOf(request);
      if (await isTwoFactorOn(ctx.db, account.id)) throw conflict(SECURITY_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await savePendingSecret(ctx.db, box, account.id, secret, ctx.now());
      const otpauthUrl = totpUrl(secret, account.email);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const data: TwoFactorSetupData = { secret, otpauthUrl, qrSvg };
      return succeed(SECURITY_MESSAGES.setupStarted, data);
    },
  );

  api.post(
    SECURITY_PATHS.twoFactorEnable,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'Turn two-factor sign-in on with a code; answers the recovery codes once',
        tag: 'two-factor',
        caller: 'signed-in',
        body: twoFactorEnableBodySchema,
        bodyRules: {
          code: required(SECURITY_MESSAGES.codeRequired),
        },
        success: { status: 200, data: recoveryCodesDataSchema },
        refusals: [409, 429],
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const { code } = request.body;
      const now = ctx.now();
      if (await isTwoFactorOn(ctx.db, account.id)) throw conflict(SECURITY_MESSAGES.alreadyEnabled);
      const secret = await pendingSecret(ctx.db, box, account.id);
      if (!secret) throw conflict(SECURITY_MESSAGES.noPendingSetup);
      await spendCode(request, account.id, now);
      const step = await acceptedStep(secret, code.trim(), now, null);
      if (step === null) throw wrongCode();
      await giveBackCode(request, account.id, now);

      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = recoveryCodes.map((recovery) => hasher.hash(account.id, recovery));
      const enabled = await ctx.db.transaction(async (tx) => {
        if (!(await activate(tx, box, account.id, secret, step, hashes, now))) return false;
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: AUTH_AUDIT_ACTIONS.twoFactorEnabled,
          subjectType: 'account',
          subjectId: account.id,
          subjectUserId: account.role === 'user' ? account.id : null,
          summary: `${account.email} turned two-factor sign-in on`,
        });
        return true;
      });
      if (!enabled) throw conflict(SECURITY_MESSAGES.alreadyEnabled);
      const data: RecoveryCodesData = { recoveryCodes };
      return succeed(SECURITY_MESSAGES.enabled, data);
    },
  );

  api.post(
    SECURITY_PATHS.twoFactorDisable,
    {
      onRequest: signedIn,
      schema: routeSchema({
        summary: 'Turn two-factor sign-in off',
        tag: 'two-factor',
        caller: 'signed-in',
        body: twoFactorDisableBodySchema,
        bodyRules: {
          password: required(SECURITY_MESSAGES.passwordRequired),
          code: required(SECURITY_MESSAGES.codeRequired),
        },
        success: { status: 200 },
        refusals: [409, 429],
      }),
    },
    async (request) => {
      const account = accountOf(request);
      const body = request.body;
      const now = ctx.now();
      if (!(await isTwoFactorOn(ctx.db, account.id))) throw conflict(SECURITY_MESSAGES.notEnabled);
      await spendCode(request, account.id, now);
      // 400, not 401: a wrong password here must not read as an ended session to the client.
      if (!(await verifyPassword(await passwordHashOf(ctx.db, account.id), body.password))) {
        throw new ApiError(400, SECURITY_MESSAGES.passwordWrong, {
          code: ERROR_CODES.invalidCredentials,
          errors: { password: [SECURITY_MESSAGES.passwordWrong] },
        });
      }
      if (!(await useSecondFactor(ctx.db, { box, hasher }, account.id, body.code, now))) throw wrongCode();
      await giveBackCode(request, account.id, now);
      await ctx.db.transaction(async (tx) => {
        await deactivate(tx, account.id);
        await recordAudit(tx, {
          actor: { id: account.id, email: account.email },
          action: AUTH_AUDIT_ACTIONS.twoFactorDisabled,
          subjectType: 'account',
          subjectId: account.id,
          subjectUserId: account.role === 'user' ? account.id : null,
          summary: `${account.email} turned two-factor sign-in off`,
        });
      });
      return succeed(SECURITY_MESSAGES.disabled);
    },
  );

  api.post(
    SECURITY_PATHS.loginTwoFactor,
    {
      schema: routeSchema({
        summary: 'The second step of a sign-in: the code for the challenge',
        tag: 'auth',
        caller: 'public',
        body: loginTwoFactorBodySchema,
        bodyRules: {
          code: required(SECURITY_MESSAGES.codeRequired),
        },
        success: { status: 200, data: loginDataSchema },
        refusals: [401, 429],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const challenge = await challenges.verify(body.challengeToken);
      if (!challenge) throw challengeEnded();
      const now = ctx.now();
      if (await challengeUsed(ctx.db, challenge.id, now)) throw challengeEnded();
      await spendCode(request, challenge.userId, now);
      const user = await findUserById(ctx.db, challenge.userId);
      if (!user || !user.emailVerifiedAt || user.tokenVersion !== challenge.tokenVersion)
        throw challengeEnded();
      const method = await useSecondFactor(ctx.db, { box, hasher }, user.id, body.code, now);
      if (!method) {
        await auditSignInFailure(ctx.db, user, {
          email: user.email,
          client: request.ip,
          reason: 'two-factor code',
        });
        throw wrongCode();
      }
      await giveBackCode(request, user.id, now);
      if (!(await claimChallenge(ctx.db, challenge.id, now))) throw challengeEnded();
      return succeed(AUTH_MESSAGES.signedIn, await completeSignIn(ctx, request, reply, user, method));
    },
  );
}
