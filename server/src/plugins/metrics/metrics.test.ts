import { buildApp, type AppDeps } from '../../app';
import { loadConfig } from '../../config';
import { AppMetrics } from './appMetrics';

const TOKEN = 'metrics-token-0123456789';

async function appWith(env: Record<string, string>, deps: AppDeps = {}) {
  return buildApp(loadConfig({ NODE_ENV: 'test', ...env }), {
    ...deps,
    registerApi: async (api) => {
      api.get('/items/:id', async () => ({ success: true, message: 'ok' }));
      api.post('/limited', async (_request, reply) =>
        reply.code(429).send({ success: false, message: 'Too many.', code: 'RATE_LIMITED' }),
      );
    },
  });
}

const scrape = (app: Awaited<ReturnType<typeof appWith>>, authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await appWith({});
    try {
      expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the token or with another', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
        const response = await scrape(app, header);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
        expect(response.body).not.toContain('http_requests_total');
      }
    } finally {
      await app.close();
    }
  });

  it('counts requests and their latency by route pattern and status, and rate-limit refusals', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      await app.inject({ method: 'GET', url: '/api/items/1' });
      await app.inject({ method: 'GET', url: '/api/items/2' });
      await app.inject({ method: 'POST', url: '/api/limited' });
      await app.inject({ method: 'GET', url: '/api/no/such/path' });
      const response = await scrape(app, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      expect(text).toContain('http_requests_total{method="GET",route="/api/items/:id",status="200"} 2');
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/items/:id",status="200"} 2',
      );
      expect(text).toContain('rate_limit_refusals_total{route="/api/limited"} 1');
      // An unknown path is counted under the API's catch-all pattern, not under its own name.
      expect(text).toContain('route="/api/*",status="404"} 1');
      expect(text).not.toContain('/api/no/such/path');
      expect(text).not.toContain('/api/items/1');
    } finally {
      await app.close();
    }
  });

  it('shows the outbox backlog and its oldest age, and job runs and failures', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const metrics = new AppMetrics({
      outboxBacklog: async () => ({ count: 3, oldestAt: new Date(now.getTime() - 90_000) }),
      now: () => now,
    });
    metrics.jobRound('purge', 'ok');
    metrics.jobRound('purge', 'failed');
    metrics.jobRound('mail-sweep', 'ok');
    const app = await appWith({ METRICS_TOKEN: TOKEN }, { metrics });
    try {
      const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
      expect(text).toContain('mail_outbox_backlog 3');
      expect(text).toContain('mail_outbox_oldest_age_seconds 90');
      expect(text).toContain('job_runs_total{job="purge"} 2');
      expect(text).toContain('job_failures_total{job="purge"} 1');
      expect(text).toContain('job_runs_total{job="mail-sweep"} 1');
    } finally {
      await app.close();
    }
  });

  it('keeps each app’s metrics apart (no global registry)', async () => {
    const first = await appWith({ METRICS_TOKEN: TOKEN });
    const second = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      await first.inject({ method: 'GET', url: '/api/items/1' });
      const text = (await scrape(second, `Bearer ${TOKEN}`)).body;
      expect(text).not.toContain('route="/api/items/:id"');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
