import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { tables } from '../database';
import { STORAGE_UNAVAILABLE_MESSAGE } from './errorHandler';

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('a disk that refuses writes', () => {
  it('answers 503 with a retry hint, not a 500, when a write finds the disk full or read-only, the database’s included', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      registerApi: async (api) => {
        api.post('/full', async () => {
          throw diskFull();
        });
        api.post('/database-full', async () => {
          // PGlite (and PostgreSQL) when the disk under the data folder is full.
          throw Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
            code: '53100',
          });
        });
        api.post('/database-full-unnamed', async () => {
          throw new Error('could not extend file "base/5/16390": wrote only 4096 of 8192 bytes at block 7');
        });
        api.post('/read-only', async () => {
          throw new Error('could not store', { cause: Object.assign(new Error('EROFS'), { code: 'EROFS' }) });
        });
      },
    });
    try {
      for (const url of ['/api/full', '/api/database-full', '/api/database-full-unnamed', '/api/read-only']) {
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

describe.each(DATABASE_KINDS)('a database whose disk fills mid-transaction (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it('answers 503 and leaves nothing of the transaction written', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), {
      registerApi: async (api) => {
        api.post('/write', async () => {
          await database.db.transaction(async (tx) => {
            await tx.insert(tables.rateLimits).values({ key: 'half', count: 1, resetAt: new Date() });
            throw Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
              code: '53100',
            });
          });
        });
      },
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/write' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.storageUnavailable });
      expect(await database.db.select().from(tables.rateLimits)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
