import { ERROR_CODES } from '@portal/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { STORAGE_UNAVAILABLE_MESSAGE } from './errorHandler';

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('a disk that refuses writes', () => {
  it('answers 503 with a retry hint, not a 500, when a write finds the disk full or read-only', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      registerApi: async (api) => {
        api.post('/full', async () => {
          throw diskFull();
        });
        api.post('/read-only', async () => {
          throw new Error('could not store', { cause: Object.assign(new Error('EROFS'), { code: 'EROFS' }) });
        });
      },
    });
    try {
      for (const url of ['/api/full', '/api/read-only']) {
        const response = await app.inject({ method: 'POST', url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('60');
        expect(response.json()).toEqual({
          success: false,
          message: STORAGE_UNAVAILABLE_MESSAGE,
          code: ERROR_CODES.storageUnavailable,
        });
      }
    } finally {
      await app.close();
    }
  });

  it('makes /api/health answer 503 when a file cannot be written', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      checkDatabase: async () => undefined,
      checkFiles: async () => {
        throw diskFull();
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await app.close();
    }
  });
});
