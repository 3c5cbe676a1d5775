import {
  MESSAGES,
  SECURITY_PATHS,
  type AuditListData,
  type ChangePasswordBody,
  type FieldErrors,
  type SessionInfo,
  type TwoFactorDisableBody,
  type TwoFactorSetupData,
  type TwoFactorStatus,
} from '@portal/contracts';
import type * as z from 'zod/mini';
import { apiClient, failureOf, type ApiResult } from './apiClient';
import { signOut } from './authApi';
import { loadAnswerSchemas, type AnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';

/**
 * What a security call came to. A refusal carries the server's own words, its
 * machine-readable code and per-field messages, so a screen can put each where it belongs.
 */
export type SecurityAnswer<T> =
  | { ok: true; message: string; data: T }
  | { ok: false; status: number; message: string; code?: string; errors: FieldErrors };

/** Status 0: the server could not be reached at all. */
const unreachable = { ok: false, status: 0, message: MESSAGES.unexpected, errors: {} } as const;

/** A call's answer together with the schemas to check it by. */
type Exchange = Promise<readonly [ApiResult<unknown>, AnswerSchemas]>;

/**
 * A call that only reads (GET): it is sent while the answers' schemas download (they
 * are not in the shell's first script), as nothing changes on the server either way.
 */
function callToRead<Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  pick: (schemas: AnswerSchemas) => Schema,
): Promise<SecurityAnswer<z.output<Schema>>> {
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
): Promise<SecurityAnswer<z.output<Schema>>> {
  return answerOf(async () => {
    const schemas = await loadAnswerSchemas();
    return [await send(), schemas] as const;
  }, pick);
}

/**
 * Runs a call and checks its answer against the schema `pick` chooses from the answers'
 * schemas. A failed download of them, or of the call, counts as an unreachable server.
 */
async function answerOf<Schema extends z.ZodMiniType>(
  exchange: () => Exchange,
  pick: (schemas: AnswerSchemas) => Schema,
): Promise<SecurityAnswer<z.output<Schema>>> {
  let result: ApiResult<unknown>;
  let schemas: AnswerSchemas;
  try {
    [result, schemas] = await exchange();
  } catch {
    return unreachable;
  }
  const failure = failureOf(result);
  if (!result.ok || failure || !result.body) {
    return {
      ok: false,
      status: result.status,
      message: failure?.message?.trim() || MESSAGES.unexpected,
      code: failure?.code,
      errors: failure?.errors ?? {},
    };
  }
  const parsed = await checkAgainst(pick(schemas), result.body.success ? result.body.data : undefined);
  // An answer of the wrong shape is not a success the screen may show.
  if (!parsed.ok) return { ok: false, status: result.status, message: MESSAGES.unexpected, errors: {} };
  return { ok: true, message: result.body.message, data: parsed.value };
}

/** Routes that answer only a message. */
const nothing = (schemas: AnswerSchemas) => schemas.messageOnlySchema;

export const readTwoFactorStatus = (): Promise<SecurityAnswer<TwoFactorStatus>> =>
  callToRead(
    () => apiClient.get(SECURITY_PATHS.twoFactor),
    (schemas) => schemas.twoFactorStatusDataSchema,
  ).then((answer) => (answer.ok ? { ...answer, data: answer.data.twoFactor } : answer));

/** A new secret to scan; two-factor sign-in is not on until a code from it is confirmed. */
export const startTwoFactorSetup = (): Promise<SecurityAnswer<TwoFactorSetupData>> =>
  callToChange(
    () => apiClient.post(SECURITY_PATHS.twoFactorSetup),
    (schemas) => schemas.twoFactorSetupDataSchema,
  );

/** Confirms the pending secret; the answer is the only time the recovery codes are shown. */
export const enableTwoFactor = (code: string): Promise<SecurityAnswer<string[]>> =>
  callToChange(
    () => apiClient.post(SECURITY_PATHS.twoFactorEnable, { code }),
    (schemas) => schemas.recoveryCodesDataSchema,
  ).then((answer) => (answer.ok ? { ...answer, data: answer.data.recoveryCodes } : answer));

export const disableTwoFactor = (body: TwoFactorDisableBody): Promise<SecurityAnswer<unknown>> =>
  callToChange(() => apiClient.post(SECURITY_PATHS.twoFactorDisable, body), nothing);

/** The server ends every other session of the account; this one stays signed in. */
export const changePassword = (body: ChangePasswordBody): Promise<SecurityAnswer<unknown>> =>
  callToChange(() => apiClient.post(SECURITY_PATHS.changePassword, body), nothing);

export const listSessions = (): Promise<SecurityAnswer<SessionInfo[]>> =>
  callToRead(
    () => apiClient.get(SECURITY_PATHS.sessions),
    (schemas) => schemas.sessionListDataSchema,
  ).then((answer) => (answer.ok ? { ...answer, data: answer.data.sessions } : answer));

/**
 * Ends every session of the account on the server, this one included, then signs
 * out here too: the tokens held in this tab are dead either way.
 */
export async function endAllSessions(): Promise<SecurityAnswer<unknown>> {
  const answer = await callToChange(() => apiClient.post(SECURITY_PATHS.endAllSessions), nothing);
  if (answer.ok) await signOut();
  return answer;
}

export interface AuditLogQuery {
  /** A prefix of the action (`auth.`, `registration.`); empty for every action. */
  action?: string;
  /** The actor's e-mail address; empty for every actor. */
  actor?: string;
  cursor?: string | null;
  limit?: number;
}

/** One page of the audit record, newest first, with the cursor of the next (older) page. */
export function readAuditLog(query: AuditLogQuery = {}): Promise<SecurityAnswer<AuditListData>> {
  const params = new URLSearchParams();
  if (query.action) params.set('action', query.action);
  if (query.actor?.trim()) params.set('actor', query.actor.trim());
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const search = params.toString();
  const path = search ? `${SECURITY_PATHS.adminAudit}?${search}` : SECURITY_PATHS.adminAudit;
  return callToRead(
    () => apiClient.get(path),
    (schemas) => schemas.auditListDataSchema,
  );
}
