import { tables } from '../database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { remember, remembers, type Mark } from './marks';
import { purgeExpired } from './rateLimiter';

const KNOWN: Mark = { bucket: 'known', windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

describe.each(DATABASE_KINDS)('marks in %s', (kind) => {
  const database = useTestDatabase(kind);

  it('remembers a subject for the mark’s time, and each remembering starts it again', async () => {
    expect(await remembers(database.db, KNOWN, 'a', at(0))).toBe(false);
    await remember(database.db, KNOWN, 'a', at(0));
    expect(await remembers(database.db, KNOWN, 'a', at(59))).toBe(true);
    expect(await remembers(database.db, KNOWN, 'b', at(1))).toBe(false);
    expect(await remembers(database.db, { ...KNOWN, bucket: 'other' }, 'a', at(1))).toBe(false);
    await remember(database.db, KNOWN, 'a', at(30));
    expect(await remembers(database.db, KNOWN, 'a', at(80))).toBe(true);
    expect(await remembers(database.db, KNOWN, 'a', at(91))).toBe(false);
  });

  it('keeps the subject only as a hash, and is purged with expired counters', async () => {
    await remember(database.db, KNOWN, 'someone@example.com 10.0.0.1', at(0));
    expect(JSON.stringify(await database.db.select().from(tables.rateLimits))).not.toContain('someone');
    await purgeExpired(database.db, at(61));
    expect(await database.db.select().from(tables.rateLimits)).toHaveLength(0);
  });
});
