import { expect, jest } from '@jest/globals';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { INVALID_VALUE_MESSAGE } from '@portal/contracts/fieldErrors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { NOT_AN_OBJECT, registerErrorHandler } from '../http';
import { registerOpenApi } from './registerOpenApi';
import { routeSchema, type RouteDoc } from './routeDoc';

// A route's declared schema is what judges its input: Fastify validates before the handler, so
// a refused body, query or path never reaches it, and the answer is the D5 refusal with the
// contracts' words (the same the handlers' own checks gave before).

const NAME_REQUIRED = 'Name is required';
const NAME_TOO_SHORT = 'Name must be at least 2 characters';
const LIMIT_WHOLE = 'Limit must be a whole number';

const bodySchema = z.object({
  name: z.string(NAME_REQUIRED).check(z.trim(), z.minLength(2, NAME_TOO_SHORT)),
  note: z.optional(z.string()),
});
const querySchema = z.object({ limit: z.optional(z.coerce.number(LIMIT_WHOLE).check(z.int(LIMIT_WHOLE))) });
const paramsSchema = z.object({ code: z.string().check(z.regex(/^[A-Z]{3}$/, 'Not a currency code')) });

const base = { summary: 'Test route', tag: 'test', caller: 'public', success: { status: 200 } } as const;

describe("a route's declared schemas", () => {
  let app: FastifyInstance;
  const reached = jest.fn<(input: unknown) => void>();

  const routeOf = (api: FastifyInstance) => (path: string, doc: RouteDoc) => {
    api.withTypeProvider<ZodTypeProvider>().post(path, { schema: routeSchema(doc) }, async (request) => {
      reached({ body: request.body, query: request.query, params: request.params });
      return { success: true, message: 'ok' };
    });
  };

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(
      async (api) => {
        await registerOpenApi(api, { production: true });
        const route = routeOf(api);
        route('/things/:code', { ...base, body: bodySchema, querystring: querySchema, params: paramsSchema });
        route('/ruled', {
          ...base,
          body: bodySchema,
          bodyRules: { name: (value) => (value ? undefined : 'Tell us your name') },
        });
        route('/optional', { ...base, body: bodySchema, bodyOptional: true });
        route('/absent', {
          ...base,
          body: z.object({ note: z.optional(z.string()) }),
          bodyOptional: 'absent',
        });
        route('/reason', { ...base, body: bodySchema, missingBodyIsEmpty: true });
        route('/either', {
          ...base,
          body: z.union([z.object({ id: z.string('Id is required') }), bodySchema]),
          bodyFor: (body) =>
            typeof body === 'object' && body !== null && 'id' in body
              ? z.object({ id: z.uuid('Not an id') })
              : bodySchema,
        });
        route('/form', { ...base, multipart: { schema: bodySchema } });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => reached.mockClear());

  const post = (url: string, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });

  it('refuses a body the schema refuses with 400 naming each field, and the handler never runs', async () => {
    const response = await post('/api/things/EUR', { name: ' a', note: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: NAME_TOO_SHORT,
      code: ERROR_CODES.validation,
      errors: { name: [NAME_TOO_SHORT], note: [INVALID_VALUE_MESSAGE] },
    });
    expect(reached).not.toHaveBeenCalled();
  });

  it('hands the handler what the schemas made of the input (trimmed, coerced)', async () => {
    const response = await post('/api/things/EUR?limit=20', { name: '  Ada  ' });
    expect(response.statusCode).toBe(200);
    expect(reached).toHaveBeenCalledWith({
      body: { name: 'Ada' },
      query: { limit: 20 },
      params: { code: 'EUR' },
    });
  });

  it.each([
    ['an array', [{ name: 'Ada' }]],
    ['a string', 'Ada'],
    ['null', null],
  ])('refuses %s as a body: it must be a JSON object', async (_name, payload) => {
    const response = await post('/api/things/EUR', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NOT_AN_OBJECT, code: ERROR_CODES.validation });
    expect(reached).not.toHaveBeenCalled();
  });

  it('hands the handler the checked body only: a field no schema declares does not reach it', async () => {
    const response = await post('/api/things/EUR', { name: ' Ada ', stepUp: { code: '123456' } });
    expect(response.statusCode).toBe(200);
    expect(reached).toHaveBeenCalledWith(expect.objectContaining({ body: { name: 'Ada' } }));
  });

  it('refuses a query and a path the schemas refuse, saying which part', async () => {
    const query = await post('/api/things/EUR?limit=2.5', { name: 'Ada' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      success: false,
      message: `The query is not valid: ${LIMIT_WHOLE}`,
      code: ERROR_CODES.validation,
      errors: { limit: [LIMIT_WHOLE] },
    });
    const path = await post('/api/things/eur', { name: 'Ada' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({
      success: false,
      message: 'The path is not valid: Not a currency code',
      code: ERROR_CODES.validation,
      errors: { code: ['Not a currency code'] },
    });
    expect(reached).not.toHaveBeenCalled();
  });

  it("judges a field by the route's field rules first, a missing one as empty", async () => {
    const response = await post('/api/ruled', { note: 'hi' });
    expect(response.json()).toEqual({
      success: false,
      message: 'Tell us your name',
      code: ERROR_CODES.validation,
      errors: { name: ['Tell us your name'] },
    });
    expect((await post('/api/ruled', { name: 'x' })).json()).toMatchObject({
      errors: { name: [NAME_TOO_SHORT] },
    });
    expect(reached).not.toHaveBeenCalled();
  });

  it('counts a left-out optional body as {} (checked as such), and still refuses a JSON null', async () => {
    expect((await post('/api/optional')).json()).toMatchObject({ errors: { name: [NAME_REQUIRED] } });
    expect((await post('/api/optional', null)).json()).toMatchObject({ message: NOT_AN_OBJECT });
    expect(reached).not.toHaveBeenCalled();
  });

  it("gives the handler no body at all for an 'absent' optional one left out or null, and checks one sent", async () => {
    expect((await post('/api/absent')).statusCode).toBe(200);
    expect((await post('/api/absent', null)).statusCode).toBe(200);
    expect(reached.mock.calls.map(([input]) => (input as { body: unknown }).body)).toEqual([
      undefined,
      undefined,
    ]);
    expect((await post('/api/absent', { note: 1 })).json()).toMatchObject({
      errors: { note: [INVALID_VALUE_MESSAGE] },
    });
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('tells the fields of a left-out body that must be sent that they are missing', async () => {
    const response = await post('/api/reason');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NAME_REQUIRED, errors: { name: [NAME_REQUIRED] } });
  });

  it("reads a union's body by the member it chooses, so the refusal names that member's fields", async () => {
    expect((await post('/api/either', { id: 'nope' })).json()).toMatchObject({
      errors: { id: ['Not an id'] },
    });
    expect((await post('/api/either', {})).json()).toMatchObject({ errors: { name: [NAME_REQUIRED] } });
    expect(reached).not.toHaveBeenCalled();
  });

  it("leaves a multipart route's body to its handler (which reads the form with readInput)", async () => {
    expect((await post('/api/form', { anything: true })).statusCode).toBe(200);
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
