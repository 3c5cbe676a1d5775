import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const failing = () => Promise.reject(new Error('down'));
const fine = () => Promise.resolve();

async function answers(deps: { checkDatabase?: () => Promise<void>; checkFiles?: () => Promise<void> }) {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), deps);
  try {
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    return {
      live: await status('/api/health/live'),
      ready: await status('/api/health/ready'),
      health: await status('/api/health'),
    };
  } finally {
    await app.close();
  }
}

describe('the probes', () => {
  it('answer 200 when the database and the file store answer', async () => {
    expect(await answers({ checkDatabase: fine, checkFiles: fine })).toEqual({
      live: 200,
      ready: 200,
      health: 200,
    });
  });

  it('keep the process live but not ready when the database is down', async () => {
    expect(await answers({ checkDatabase: failing, checkFiles: fine })).toEqual({
      live: 200,
      ready: 503,
      health: 503,
    });
  });

  it('keep the process live but not ready when the file store is down', async () => {
    expect(await answers({ checkDatabase: fine, checkFiles: failing })).toEqual({
      live: 200,
      ready: 503,
      health: 503,
    });
  });

  it('say in the error shape which dependency is down, the file store with a Retry-After', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), { checkDatabase: failing });
    const files = await buildApp(loadConfig({ NODE_ENV: 'test' }), { checkFiles: failing });
    try {
      const database = await app.inject({ method: 'GET', url: '/api/health' });
      expect(database.json()).toEqual({
        success: false,
        message: 'Database unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
      const store = await files.inject({ method: 'GET', url: '/api/health/ready' });
      expect(store.statusCode).toBe(503);
      expect(store.headers['retry-after']).toBe('60');
      expect(store.json()).toMatchObject({ success: false, code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await app.close();
      await files.close();
    }
  });

  it('answer liveness without asking the database or the file store', async () => {
    let asked = 0;
    const counting = () => {
      asked += 1;
      return Promise.resolve();
    };
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      checkDatabase: counting,
      checkFiles: counting,
    });
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.json()).toEqual({ success: true, message: 'ok', data: { status: 'ok' } });
      expect(live.headers['cache-control']).toBe('no-store');
      expect(asked).toBe(0);
    } finally {
      await app.close();
    }
  });
});
