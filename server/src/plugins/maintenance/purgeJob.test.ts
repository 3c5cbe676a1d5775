import type { FastifyBaseLogger } from 'fastify';
import { tables } from '../database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { DEFAULT_PURGE_SETTINGS } from './purge';
import { startPurgeJob } from './purgeJob';

/** What the job logs, by level. */
function recordingLog() {
  const lines: Array<[string, unknown, string?]> = [];
  const at =
    (level: string) =>
    (object: unknown, message?: string): void => {
      lines.push([level, object, message]);
    };
  const log = { info: at('info'), warn: at('warn'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(DATABASE_KINDS)('the purge job on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('purges on its timer and says what it removed', async () => {
    await database.db.insert(tables.users).values({
      email: 'never-verified@example.com',
      name: 'Ada Okafor',
      passwordHash: 'x',
      createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000),
    });
    const { log, lines } = recordingLog();
    const job = startPurgeJob({
      db: database.db,
      log,
      settings: DEFAULT_PURGE_SETTINGS,
      firstAfterMs: 1,
      everyMs: 60_000,
    });
    try {
      await until(() => lines.length > 0);
    } finally {
      job.stop();
    }
    expect(lines[0]).toEqual(['info', expect.objectContaining({ unverifiedAccounts: 1 }), 'purged']);
    expect(await database.db.select().from(tables.users)).toHaveLength(0);
  });

  it('logs a failed round and tries again at the next', async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const now = () => {
      calls += 1;
      if (calls === 1) throw new Error('clock broke');
      return new Date();
    };
    const job = startPurgeJob({
      db: database.db,
      log,
      settings: DEFAULT_PURGE_SETTINGS,
      firstAfterMs: 1,
      everyMs: 20,
      now,
    });
    try {
      await until(() => calls >= 3);
    } finally {
      job.stop();
    }
    expect(lines[0]?.[0]).toBe('warn');
    expect(lines[0]?.[2]).toMatch(/purge failed/);
  });
});
