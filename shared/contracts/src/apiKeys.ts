import * as z from 'zod/mini';

// API keys (issue 36, D45): the business's own software (an ERP, an accounting tool) acting
// as the business with the key's scopes only. The owner creates, lists and revokes them on
// the Developers page; a key never manages the team, keys, webhooks or security.

export const API_KEY_SCOPES = [
  'payments:read',
  'payments:write',
  'beneficiaries:read',
  'beneficiaries:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key's secret starts with this; then the key's prefix, then 256 random bits (base64url). */
export const API_KEY_SECRET_START = 'vb_';
/** The prefix's length (hex): shown in the list so the owner can tell keys apart; it finds the row. */
export const API_KEY_PREFIX_LENGTH = 12;

export const API_KEY_LIMITS = {
  nameMax: 80,
  /** Keys a business may hold at once (not revoked). */
  activeMax: 20,
} as const;

/** The refusals a key meets (403). */
export const API_KEY_CODES = {
  /** The route is not one a key may use at all (team, keys, webhooks, security, profile, KYB). */
  keyNotAllowed: 'KEY_NOT_ALLOWED',
  /** The route is one a key may use, with a scope this key lacks. */
  scopeRequired: 'SCOPE_REQUIRED',
} as const;
export type ApiKeyCode = (typeof API_KEY_CODES)[keyof typeof API_KEY_CODES];

export const API_KEY_MESSAGES = {
  list: 'API keys',
  created: 'API key created: copy the secret now, it is not shown again',
  revoked: 'API key revoked',
  nameRequired: 'Give the key a name, e.g. the software that uses it',
  nameTooLong: `The name must be at most ${API_KEY_LIMITS.nameMax} characters`,
  nameInvisible: 'The name must not contain invisible or control characters',
  scopesRequired: 'Choose at least one scope',
  scopeInvalid: `Scopes are ${API_KEY_SCOPES.join(', ')}`,
  tooMany: `A business holds at most ${API_KEY_LIMITS.activeMax} active keys: revoke one first`,
  notFound: 'No such API key',
  keyNotAllowed: 'An API key cannot use this route: sign in as a person',
  scopeRequired: (scope: ApiKeyScope) => `This API key lacks the scope ${scope}`,
  invalidKey: 'This API key is not valid or has been revoked',
  throttled: 'Too many requests with this API key.',
} as const;

/** Paths under `/api`. */
export const API_KEY_PATHS = {
  keys: '/api-keys',
  key: '/api-keys/:id',
} as const;

// Control characters, format characters (bidi, zero-width) and line breaks: a name that looks
// like another is refused.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;

/** A short label a person gave (a key's name, an endpoint's description). */
export const labelSchema = (
  max: number,
  messages: { required?: string; tooLong: string; invisible: string },
) =>
  z.pipe(
    z.string(messages.required ?? messages.tooLong).check(
      z.refine((value) => !INVISIBLE.test(value), messages.invisible),
      z.trim(),
      ...(messages.required ? [z.minLength(1, messages.required)] : []),
      z.maxLength(max, messages.tooLong),
    ),
    z.transform((value: string) => value.trim()),
  );

/** `POST /api/api-keys`. */
export const apiKeyBodySchema = z.object({
  name: labelSchema(API_KEY_LIMITS.nameMax, {
    required: API_KEY_MESSAGES.nameRequired,
    tooLong: API_KEY_MESSAGES.nameTooLong,
    invisible: API_KEY_MESSAGES.nameInvisible,
  }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scopeInvalid), API_KEY_MESSAGES.scopesRequired)
    .check(z.minLength(1, API_KEY_MESSAGES.scopesRequired), z.maxLength(API_KEY_SCOPES.length * 2)),
});
export type ApiKeyBody = z.output<typeof apiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `vb_` and the prefix: what the owner sees of the key after it was shown. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** Who created it (their name). */
  createdBy: z.string(),
  createdAt: z.string(),
  /** When it was last used (to the minute); null: never. */
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListDataSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyListData = z.infer<typeof apiKeyListDataSchema>;

/** The answer to creating a key: the key and its secret, this once. */
export const apiKeyCreatedDataSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyCreatedData = z.infer<typeof apiKeyCreatedDataSchema>;

export const apiKeyDataSchema = z.object({ key: apiKeySchema });

/** Whether a bearer credential is an API key (anything else is a session's access token). */
export const isApiKeySecret = (credential: string): boolean => credential.startsWith(API_KEY_SECRET_START);
