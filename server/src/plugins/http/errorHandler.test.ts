import { expect } from '@jest/globals';
import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { api, buildTestApp, openTestDatabase, postJson, type TestDatabase } from '../../testing';
import { UNAVAILABLE_MESSAGE } from './errorHandler';

describe('error answers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  const post =
    (payload: string, contentType: string) => async (test: Awaited<ReturnType<typeof buildTestApp>>) =>
      test.app.inject({
        method: 'POST',
        url: api(API_PATHS.login),
        headers: { 'content-type': contentType },
        payload,
      });

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, ERROR_CODES.badRequest],
    ['an empty JSON body', '', 'application/json', 400, ERROR_CODES.badRequest],
    [
      'a form post',
      'email=a%40b.co',
      'application/x-www-form-urlencoded',
      415,
      ERROR_CODES.unsupportedMediaType,
    ],
    ['plain text', 'hello', 'text/plain', 415, ERROR_CODES.unsupportedMediaType],
    [
      'a body over 16 KiB',
      JSON.stringify({ email: 'x'.repeat(17_000) }),
      'application/json',
      413,
      ERROR_CODES.payloadTooLarge,
    ],
  ])(
    'answers %s in the error shape with its own 4xx status',
    async (_name, payload, contentType, status, code) => {
      const test = await buildTestApp(database);
      try {
        const response = await post(payload, contentType)(test);
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ success: false, message: expect.any(String), code });
      } finally {
        await test.close();
      }
    },
  );

  it('answers unknown API paths and methods with a JSON 404', async () => {
    const test = await buildTestApp(database);
    try {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', api(API_PATHS.login)],
        ['DELETE', api(API_PATHS.me)],
        // An id longer than a route parameter may be matches no route (it once reached the static
        // host's 403).
        ['GET', `/api/payments/${'a'.repeat(5000)}/invoice`],
      ] as const) {
        const response = await test.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Not found' });
      }
    } finally {
      await test.close();
    }
  });

  it('answers an unexpected failure with a 500 that reveals nothing, and logs it', async () => {
    const lines: string[] = [];
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      logStream: { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream,
      registerApi: async (routes) => {
        routes.get('/explode', async () => {
          throw new Error('secret internals: password_hash column at /srv/app.js:1:2');
        });
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.unexpected,
        code: ERROR_CODES.internal,
      });
      expect(response.body).not.toContain('secret internals');
      expect(lines.join('')).toContain('secret internals');
    } finally {
      await app.close();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database cannot be reached', async () => {
    const lost = await openTestDatabase('pglite');
    const test = await buildTestApp(lost);
    try {
      await lost.close();
      const login = await postJson(test.app, API_PATHS.login, { email: 'a@b.co', password: 'Secret123' });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        success: false,
        message: UNAVAILABLE_MESSAGE,
        code: ERROR_CODES.unavailable,
      });
      const health = await test.app.inject({ method: 'GET', url: api(API_PATHS.health) });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, code: ERROR_CODES.unavailable });
    } finally {
      await test.close();
    }
  });

  it('answers 503 when PostgreSQL does not answer at all', async () => {
    const { openPostgres } = await import('../database');
    const unreachable = openPostgres('postgres://nobody:nothing@127.0.0.1:1/none');
    const test = await buildTestApp(unreachable);
    try {
      const response = await postJson(test.app, API_PATHS.forgotPassword, { email: 'a@b.co' });
      expect(response.statusCode).toBe(503);
      expect(response.json<ApiFailure>().code).toBe(ERROR_CODES.unavailable);
    } finally {
      await test.close();
      await unreachable.close();
    }
  });
});
