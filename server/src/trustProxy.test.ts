import { API_PATHS } from '@portal/contracts/api';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DATABASE_KINDS, postJson, useTestServer } from './testing';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  RECEIPT_SIGNING_KEY: '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE',
  ADMIN_PASSWORD: 'Strong-Admin-1',
  DATA_DIR: '/tmp/portal-trust-proxy-test',
};

/** The server as configured, with one route that answers the client address it sees. */
async function appSeeingIp(env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp(loadConfig({ ...PRODUCTION, ...env }), {
    registerApi: async (api) => {
      api.get('/whoami', async (request) => ({ ip: request.ip }));
    },
  });
}

async function ipSeen(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/whoami',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json<{ ip: string }>().ip;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  const apps: FastifyInstance[] = [];
  const build = async (env: Record<string, string> = {}) => {
    const app = await appSeeingIp(env);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('ignores X-Forwarded-For by default, even in production', async () => {
    const app = await build();
    expect(await ipSeen(app, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('takes the address one trusted hop away with TRUST_PROXY=1', async () => {
    const app = await build({ TRUST_PROXY: '1' });
    // The proxy appends the address it saw; what the client wrote before it is not trusted.
    expect(await ipSeen(app, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('takes the forwarded address only from the listed proxies', async () => {
    const app = await build({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(await ipSeen(app, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(app, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(app, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });
});

describe.each(DATABASE_KINDS)('per-client limits with a forged X-Forwarded-For on %s', (kind) => {
  const server = useTestServer(kind, {
    env: { NODE_ENV: 'production' },
    limits: { signInPerClient: { bucket: 'signin:client', limit: 3, windowMs: 3_600_000 } },
  });

  it('counts the connection, not the address the client claims', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postJson(
        server.test.app,
        API_PATHS.login,
        { email: `someone${attempt}@example.com`, password: 'Wrong1234' },
        { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
