import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { loadConfig } from '../../config';
import { helmetHeaders, helmetOptions, registerSecurityHeaders } from './securityHeaders';

/** What @fastify/helmet itself answers with the same options, on every request. */
async function pluginHeaders(options: ReturnType<typeof helmetOptions>) {
  const app = Fastify({ logger: false });
  await app.register(helmet, options);
  app.get('/', async () => 'x');
  const { headers } = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return headers;
}

describe('security headers, worked out once at start', () => {
  it.each([
    ['development', { NODE_ENV: 'test' }],
    [
      'production, remotes elsewhere',
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_PASSWORD: 'Admin-Password-1',
        RECEIPT_SIGNING_KEY: '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE', // required in production (D42)
        REMOTE_ADMIN_URL: 'https://admin.example/remoteEntry.js',
      },
    ],
  ])('are the headers @fastify/helmet sends (%s)', async (_label, env) => {
    const options = helmetOptions(loadConfig(env));
    const expected = await pluginHeaders(options);
    const app = Fastify({ logger: false });
    await registerSecurityHeaders(app, loadConfig(env));
    app.get('/', async () => 'x');
    const { headers } = await app.inject({ method: 'GET', url: '/' });
    await app.close();

    const names = Object.keys(await helmetHeaders(options));
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy']),
    );
    for (const name of names) expect(headers[name]).toBe(expected[name]);
    expect(Object.keys(expected).filter((name) => !(name in headers))).toEqual([]);
  });

  it("lets pages run a remote's code from its own origin, and fetch only from ours", () => {
    const options = helmetOptions(loadConfig({ REMOTE_ADMIN_URL: 'https://admin.example/remoteEntry.js' }));
    const csp = options.contentSecurityPolicy;
    const directives = csp && typeof csp === 'object' ? csp.directives : undefined;
    expect(directives?.scriptSrc).toEqual(["'self'", 'https://admin.example']);
    expect(directives?.styleSrc).toEqual(["'self'", 'https://admin.example']);
    expect(directives?.connectSrc).toEqual(["'self'"]);
  });
});
