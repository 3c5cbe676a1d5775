import type { FastifyInstance, FastifySchemaCompiler, RouteOptions, preValidationHookHandler } from 'fastify';
import type * as z from 'zod/mini';
import { checkInput, type CheckedInput } from '../http';
import { routeInputOf, type RouteInput } from './routeDoc';

type Validation = { value: unknown } | { error: Error };

const answer = (checked: CheckedInput<unknown>): Validation =>
  checked.ok ? { value: checked.value } : { error: checked.error };

const isZodSchema = (schema: unknown): schema is z.ZodMiniType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

// `true` leaves the input as it came (headers: each route that reads one checks it itself).
const passThrough = () => true;

/**
 * The validator of one route: its body, query and params checked with the zod schemas it
 * declares, by the one function a multipart handler uses too (checkInput), so a refusal is
 * the same 400 with the contracts' words wherever it is found. Its own and not the type
 * provider's `validatorCompiler`: that one answers Fastify's FST_ERR_VALIDATION with zod's
 * issues, without the body-is-an-object check, the forms' field rules that come first, or a
 * body that may be left out (docs/decisions.md, validator).
 */
function compilerFor(input: RouteInput | undefined): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    if (!isZodSchema(schema) || httpPart === 'headers') return passThrough;
    if (httpPart !== 'body') {
      const part = httpPart === 'querystring' ? 'query' : 'path';
      return (value) => answer(checkInput(part, schema, value));
    }
    if (input?.readByHandler) return passThrough;
    return (value) => {
      // Fastify hands a left-out body over as null: with 'absent' the handler gets none.
      if (value === null && input?.whenMissing === 'absent') return { value: undefined };
      return answer(checkInput('body', input?.bodyFor?.(value) ?? schema, value, input?.rules));
    };
  };
}

/** A left-out body counts as `{}` (before validation, which still refuses a JSON null). */
const emptyWhenMissing: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

const withHook = (hooks: RouteOptions['preValidation'], hook: preValidationHookHandler) =>
  hooks === undefined ? [hook] : [...(Array.isArray(hooks) ? hooks : [hooks]), hook];

/**
 * Every route of `api` registered from now on is validated from the schemas its routeSchema
 * declares, before its handler runs (and after its guard, an onRequest hook: a caller without
 * the right gets 401/403, never a 400 about a body it may not send).
 */
export function registerRouteValidation(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const input = routeInputOf(route.schema);
    route.validatorCompiler ??= compilerFor(input);
    if (route.schema?.body === undefined || input?.readByHandler) return;
    if (input?.whenMissing === 'empty') route.preValidation = withHook(route.preValidation, emptyWhenMissing);
  });
}
