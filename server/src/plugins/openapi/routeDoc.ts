import type { ApiKeyScope } from '@portal/contracts/apiKeys';
import { apiFailureSchema } from '@portal/contracts/apiSchemas';
import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import type { FieldRules } from '../http';

/** The refusals a route can answer, each in the one failure shape ({ success:false, message, code?, errors? }). */
// 410 and 422: the payment journey's expired quote, and a quote or amount that does not fit (D30, D31).
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** Who may call a route: the guard decides, and the document shows the bearer scheme. */
export type Caller = 'public' | 'signed-in' | 'customer' | 'admin' | 'customer-or-admin';

export interface RouteDoc {
  summary: string;
  /** The feature the route belongs to (the reference groups operations by it). */
  tag: string;
  caller: Caller;
  /** A JSON body; `multipart` instead for a route that receives files. */
  body?: z.ZodMiniType;
  /**
   * The body may be left out altogether: it then counts as `{}` (a JSON null is still refused);
   * with 'absent' the handler sees none (`undefined`, a JSON null too) and decides itself.
   */
  bodyOptional?: true | 'absent';
  /** A left-out body counts as `{}` though the document asks for one (its fields are then told they are missing). */
  missingBodyIsEmpty?: true;
  /** The forms' field rules the body is judged by before its schema (their words, field by field). */
  bodyRules?: FieldRules;
  /**
   * For a `body` that is a union of objects: the member a body is read by (chosen by a field it
   * carries), so that the refusals are that member's fields' and not one general "not valid".
   */
  bodyFor?: (body: unknown) => z.ZodMiniType;
  /** A multipart/form-data body (its files as binary strings); `alsoJson` when JSON is accepted too. */
  multipart?: { schema: z.ZodMiniType; alsoJson?: boolean };
  params?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  headers?: z.ZodMiniType;
  /** The success answer's status and its `data` (absent: the answer carries only a message). */
  success:
    | { status: 200 | 201; data?: z.ZodMiniType; alsoStatus?: 200 }
    /** A file; `contentType` when the route always sends one type (a CSV statement, a PDF receipt). */
    | { file: string; contentType?: string };
  /** Refusals the route's own code sends, beside those that follow from its caller and input. */
  refusals?: readonly RefusalStatus[];
  /**
   * The API key scope that lets a key call this customer route (issue 36, D45); absent, a key
   * is refused here (403 KEY_NOT_ALLOWED). Declared once: the guard reads it from the schema.
   */
  scope?: ApiKeyScope;
}

/** The success shape: { success:true, message, data }. */
export const successSchema = (data?: z.ZodMiniType) =>
  data
    ? z.object({ success: z.literal(true), message: z.string(), data })
    : z.object({ success: z.literal(true), message: z.string() });

/** A downloaded file (a document or an invoice): its bytes, typed by Content-Type. */
const fileSchema = z.string();

/**
 * Marks an operation whose body may be left out: @fastify/swagger marks every
 * declared body required, and the document's last step (markOptionalBodies) undoes
 * it for these.
 */
export const OPTIONAL_BODY = 'x-body-optional';

/** The name of the bearer scheme in the document's components. */
export const BEARER_SCHEME = 'bearerAuth';
/** The API key scheme (`Authorization: Bearer vb_…`), its scopes per operation. */
export const API_KEY_SCHEME = 'apiKey';
/** Where a route's schema keeps the scope a key needs (read by the guard, published as security). */
export const API_KEY_SCOPE_MARK = 'x-api-key-scope';

/** The scope a key needs on the route a request matched; undefined: no key may call it. */
export function routeScopeOf(schema: unknown): ApiKeyScope | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return (schema as Record<string, ApiKeyScope | undefined>)[API_KEY_SCOPE_MARK];
}

const callerRefusals: Record<Caller, readonly RefusalStatus[]> = {
  public: [],
  // Every guard answers 401 for a missing, expired or ended token.
  'signed-in': [401],
  // A role guard answers 403 to the other role (and to an admin without a second factor when it is required).
  customer: [401, 403],
  admin: [401, 403],
  // Both role guards also answer 403 to an account without the second factor its business or the staff require.
  'customer-or-admin': [401, 403],
};

const CALLER_NOTE: Record<Caller, string> = {
  public: 'No sign-in needed.',
  'signed-in': 'Any signed-in account (bearer access token).',
  customer: 'A signed-in customer (bearer access token); other roles get 403.',
  admin: 'A signed-in admin (bearer access token); other roles get 403.',
  'customer-or-admin': 'A signed-in customer (their own records) or an admin (bearer access token).',
};

/** How a route's input is read beyond its schemas: kept on the route's schema for the validator (routeValidation.ts). */
export interface RouteInput {
  /** What a left-out body counts as: `{}`, or nothing for the handler to decide on. */
  whenMissing?: 'empty' | 'absent';
  rules?: FieldRules;
  bodyFor?: (body: unknown) => z.ZodMiniType;
  /** The handler reads a multipart form (or JSON) itself, with `readInput`. */
  readByHandler?: boolean;
}

/** Where a route's schema keeps its RouteInput (a symbol: never published in the document). */
export const ROUTE_INPUT = Symbol('route input');

/** The RouteInput of a route's schema (none for a schema not made by routeSchema). */
export function routeInputOf(schema: unknown): RouteInput | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return (schema as { [ROUTE_INPUT]?: RouteInput })[ROUTE_INPUT];
}

type Declared<Doc, Key extends string> = Doc extends { [K in Key]: infer Schema extends z.ZodMiniType }
  ? Schema
  : unknown;

/**
 * A route's schema typed by what it declares, so a handler of a route registered through
 * `withTypeProvider<ZodTypeProvider>()` reads `request.body`, `query` and `params` as the
 * schemas' output (already checked: Fastify validated them). A body the handler may not
 * get ('absent') is typed as possibly undefined; a multipart body is the handler's to read.
 */
export type RouteSchema<Doc extends RouteDoc> = FastifySchema & {
  body: Doc extends { bodyOptional: 'absent' }
    ? z.ZodMiniOptional<Declared<Doc, 'body'> & z.ZodMiniType>
    : Declared<Doc, 'body'>;
  querystring: Declared<Doc, 'querystring'>;
  params: Declared<Doc, 'params'>;
};

/** Whether a body schema carries the step-up confirmation (`withStepUp`, @portal/contracts/stepUp). */
function asksForStepUp(body: z.ZodMiniType): boolean {
  const shape: unknown = (body as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null && 'stepUp' in shape;
}

/**
 * A route's `schema`: what it receives and every answer it sends, by status. Fastify
 * validates the body, query and params with these schemas before the handler runs
 * (routeValidation.ts: the contracts' messages, in the failure shape); they also feed
 * the OpenAPI document and the contract test that holds each answer to it.
 */
export function routeSchema<const Doc extends RouteDoc>(doc: Doc): RouteSchema<Doc> {
  const refusals = new Set<RefusalStatus>([...callerRefusals[doc.caller], ...(doc.refusals ?? [])]);
  // A body is refused when it is not JSON (400), too large (413) or of another type (415), or does not fit (400).
  if (doc.body || doc.multipart) for (const status of [400, 413, 415] as const) refusals.add(status);
  if (doc.querystring) refusals.add(400);
  // Every `:id` that names no record of the caller's is answered 404.
  if (doc.params) refusals.add(404);
  // A route confirmed by a step-up (withStepUp): wrong codes count toward the code limit, 429 beyond it.
  if (doc.body && asksForStepUp(doc.body)) refusals.add(429);
  // The database (or the file store) not answering is 503, on every route that uses it.
  refusals.add(503);

  const response: Record<string, unknown> = {};
  if ('file' in doc.success) {
    response[200] = {
      description: doc.success.file,
      content: { [doc.success.contentType ?? 'application/octet-stream']: { schema: fileSchema } },
    };
  } else {
    response[doc.success.status] = successSchema(doc.success.data);
    if (doc.success.alsoStatus) response[doc.success.alsoStatus] = successSchema(doc.success.data);
  }
  for (const status of [...refusals].sort()) response[status] = apiFailureSchema;

  const schema: FastifySchema & Record<string, unknown> = {
    summary: doc.summary,
    description: CALLER_NOTE[doc.caller],
    tags: [doc.tag],
    response,
  };
  if (doc.caller !== 'public') schema.security = [{ [BEARER_SCHEME]: [] }];
  if (doc.scope) {
    schema[API_KEY_SCOPE_MARK] = doc.scope;
    schema.security = [{ [BEARER_SCHEME]: [] }, { [API_KEY_SCHEME]: [doc.scope] }];
    schema.description = `${CALLER_NOTE[doc.caller]} Or an API key with the scope \`${doc.scope}\`.`;
  }
  if (doc.body) schema.body = doc.body;
  if (doc.bodyOptional) schema[OPTIONAL_BODY] = true;
  if (doc.multipart) {
    schema.body = doc.multipart.schema;
    schema.consumes = doc.multipart.alsoJson
      ? ['multipart/form-data', 'application/json']
      : ['multipart/form-data'];
  }
  if (doc.params) schema.params = doc.params;
  if (doc.querystring) schema.querystring = doc.querystring;
  if (doc.headers) schema.headers = doc.headers;
  const input: RouteInput = {
    whenMissing:
      doc.bodyOptional === 'absent'
        ? 'absent'
        : doc.bodyOptional || doc.missingBodyIsEmpty
          ? 'empty'
          : undefined,
    rules: doc.bodyRules,
    bodyFor: doc.bodyFor,
    readByHandler: doc.multipart !== undefined,
  };
  (schema as { [ROUTE_INPUT]?: RouteInput })[ROUTE_INPUT] = input;
  return schema as RouteSchema<Doc>;
}

/** The `:id` of the data routes: a record's uuid (anything else names nothing, so 404). */
export const idParams = z.object({ id: z.string() });
