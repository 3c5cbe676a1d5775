import { MESSAGES } from '@portal/contracts/messages';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type {
  AuditListData,
  ChangePasswordBody,
  SessionInfo,
  TwoFactorDisableBody,
  TwoFactorSetupData,
  TwoFactorStatus,
} from '@portal/contracts/securitySchemas';
import type * as z from 'zod/mini';
// The page's one session and client come through the package's own entry: this module is
// not in it (the shell's first script never needs it), so a remote bundles it and must still
// use the shell's shared copy of what holds state, and the same RequestError class.
import {
  apiClient,
  failureOf,
  prefetchAnswerSchemas as loadAnswerSchemas,
  refusalOf,
  RequestError,
  signOut,
  unreachable,
  type ApiResult,
} from '@portal/auth';
import type { AnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';

/** A call's answer together with the schemas to check it by. */
type Exchange = Promise<readonly [ApiResult<unknown>, AnswerSchemas]>;

/**
 * A call that only reads (GET): it is sent while the answers' schemas download (they
 * are not in the shell's first script), as nothing changes on the server either way.
 */
function callToRead<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  pick: (schemas: AnswerSchemas) => Schema,
): Promise<Answered<z.output<Schema>>> {
  return answerOf(() => Promise.all([send(), loadAnswerSchemas()]), pick);
}

/**
 * A call that changes something on the server: it is sent only once the answers'
 * schemas are in. Were they to download alongside and fail after the server had made
 * the change (recovery codes that are shown only once, a new password), the page would
 * say the server could not be reached about a change that happened. Loaded first, a
 * failed download means nothing was sent, and "unreachable" is true.
 */
function callToChange<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  pick: (schemas: AnswerSchemas) => Schema,
): Promise<Answered<z.output<Schema>>> {
  return answerOf(async () => {
    const schemas = await loadAnswerSchemas();
    return [await send(), schemas] as const;
  }, pick);
}

/** The checked data and the server's message of a call that succeeded. */
interface Answered<T> {
  message: string;
  data: T;
}

/**
 * Runs a call and checks its answer against the schema `pick` chooses from the answers'
 * schemas. A failed download of them, or of the call, counts as an unreachable server;
 * every failure rejects with a RequestError whose message is fit to show.
 */
async function answerOf<Schema extends z.ZodMiniType>(
  exchange: () => Exchange,
  pick: (schemas: AnswerSchemas) => Schema,
): Promise<Answered<z.output<Schema>>> {
  let result: ApiResult<unknown>;
  let schemas: AnswerSchemas;
  try {
    [result, schemas] = await exchange();
  } catch {
    throw unreachable(MESSAGES.unexpected);
  }
  if (!result.ok || failureOf(result) || !result.body) throw refusalOf(result, MESSAGES.unexpected);
  const parsed = await checkAgainst(pick(schemas), result.body.success ? result.body.data : undefined);
  // An answer of the wrong shape is not a success the screen may show.
  if (!parsed.ok) throw new RequestError(MESSAGES.unexpected, { status: result.status });
  return { message: result.body.message, data: parsed.value };
}

/** Routes that answer only a message. */
const nothing = (schemas: AnswerSchemas) => schemas.messageOnlySchema;
const dataOf = <T>(answer: Answered<T>) => answer.data;
const messageOf = (answer: Answered<unknown>) => answer.message;

export interface AuditLogQuery {
  /** A prefix of the action (`auth.`, `registration.`); empty for every action. */
  action?: string;
  /** The actor's e-mail address; empty for every actor. */
  actor?: string;
  cursor?: string | null;
  limit?: number;
}

function auditPath(query: AuditLogQuery): string {
  const params = new URLSearchParams();
  if (query.action) params.set('action', query.action);
  if (query.actor?.trim()) params.set('actor', query.actor.trim());
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const search = params.toString();
  return search ? `${SECURITY_PATHS.adminAudit}?${search}` : SECURITY_PATHS.adminAudit;
}

/**
 * The account-security calls. Each resolves with the server's data (a message-only
 * route: its message) or rejects with a RequestError carrying status, code, message
 * and field errors, the convention of every @portal/auth call.
 */
export const security = {
  readTwoFactorStatus: (): Promise<TwoFactorStatus> =>
    callToRead(
      () => apiClient.get(SECURITY_PATHS.twoFactor),
      (schemas) => schemas.twoFactorStatusDataSchema,
    ).then((answer) => answer.data.twoFactor),

  /** A new secret to scan; two-factor sign-in is not on until a code from it is confirmed. */
  startTwoFactorSetup: (): Promise<TwoFactorSetupData> =>
    callToChange(
      () => apiClient.post(SECURITY_PATHS.twoFactorSetup),
      (schemas) => schemas.twoFactorSetupDataSchema,
    ).then(dataOf),

  /** Confirms the pending secret; the answer is the only time the recovery codes are shown. */
  enableTwoFactor: (code: string): Promise<string[]> =>
    callToChange(
      () => apiClient.post(SECURITY_PATHS.twoFactorEnable, { code }),
      (schemas) => schemas.recoveryCodesDataSchema,
    ).then((answer) => answer.data.recoveryCodes),

  disableTwoFactor: (body: TwoFactorDisableBody): Promise<string> =>
    callToChange(() => apiClient.post(SECURITY_PATHS.twoFactorDisable, body), nothing).then(messageOf),

  /** The server ends every other session of the account; this one stays signed in. */
  changePassword: (body: ChangePasswordBody): Promise<string> =>
    callToChange(() => apiClient.post(SECURITY_PATHS.changePassword, body), nothing).then(messageOf),

  listSessions: (): Promise<SessionInfo[]> =>
    callToRead(
      () => apiClient.get(SECURITY_PATHS.sessions),
      (schemas) => schemas.sessionListDataSchema,
    ).then((answer) => answer.data.sessions),

  /**
   * Ends every session of the account on the server, this one included, then signs
   * out here too: the tokens held in this tab are dead either way. Resolves with how
   * many sessions were live, this one included.
   */
  endAllSessions: async (): Promise<number> => {
    const answer = await callToChange(
      () => apiClient.post(SECURITY_PATHS.endAllSessions),
      (schemas) => schemas.sessionsEndedDataSchema,
    );
    await signOut();
    return answer.data.ended;
  },

  /** One page of the audit record, newest first, with the cursor of the next (older) page. */
  readAuditLog: (query: AuditLogQuery = {}): Promise<AuditListData> =>
    callToRead(
      () => apiClient.get(auditPath(query)),
      (schemas) => schemas.auditListDataSchema,
    ).then(dataOf),
};
