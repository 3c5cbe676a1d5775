import { API_PATHS } from '@portal/contracts/api';
import { api, buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../testing';

describe('the request log', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database);
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
  });
  beforeEach(() => {
    test.logs.length = 0;
  });

  const lines = () =>
    test.logs
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per request, with method, URL, client, status and time', async () => {
    await test.app.inject({ method: 'GET', url: `${api(API_PATHS.health)}?token=secret-value` });
    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?token=[REDACTED]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
    expect(test.logs.join('')).not.toContain('secret-value');
  });

  it('logs refusals and unknown paths the same way', async () => {
    await test.app.inject({ method: 'GET', url: api(API_PATHS.me) });
    await test.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(lines().map((line) => [line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', 401],
      ['request completed', 404],
    ]);
  });
});
