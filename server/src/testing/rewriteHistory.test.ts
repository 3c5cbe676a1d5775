import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rewriteHistory } from './rewriteHistory';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('rewriteHistory (the screenshots’ seed of history)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rewrite-history-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = () => new PGlite(path.join(dataDir, 'pgdata'));

  it('moves each row to the story time of the step that wrote it, keeps what lies ahead as far ahead of its row, and passes an append-only trigger', async () => {
    const realStart = new Date(Date.now() - 10 * 60_000);
    const secondStep = new Date(realStart.getTime() + 60_000);
    const storyFirst = new Date(realStart.getTime() - 10 * DAY);
    const storySecond = new Date(realStart.getTime() - 2 * DAY);
    const ahead = new Date(Date.now() + 14 * DAY);
    const db = open();
    await db.exec(`
      CREATE TABLE links (id int PRIMARY KEY, created_at timestamptz NOT NULL, expires_at timestamptz, used_at timestamptz);
      CREATE TABLE log (id int PRIMARY KEY, occurred_at timestamptz NOT NULL);
      CREATE FUNCTION no_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'append only'; END $$;
      CREATE TRIGGER log_no_change BEFORE UPDATE OR DELETE ON log FOR EACH ROW EXECUTE FUNCTION no_change();`);
    const written = (offsetMs: number) => new Date(realStart.getTime() + offsetMs).toISOString();
    await db.query('INSERT INTO links VALUES (1, $1, $2, NULL), (2, $3, $2, $4)', [
      written(1_000),
      ahead.toISOString(),
      written(61_000),
      written(62_000),
    ]);
    await db.query('INSERT INTO log VALUES (1, $1), (2, $2)', [written(2_000), written(63_000)]);
    await db.close();

    await rewriteHistory(dataDir, [
      { realAt: realStart, storyAt: storyFirst },
      { realAt: secondStep, storyAt: storySecond },
    ]);

    const reopened = open();
    const links = (
      await reopened.query<{ id: number; created_at: Date; expires_at: Date; used_at: Date | null }>(
        'SELECT * FROM links ORDER BY id',
      )
    ).rows;
    const log = (await reopened.query<{ occurred_at: Date }>('SELECT * FROM log ORDER BY id')).rows;
    await reopened.close();
    const first = storyFirst.getTime() - realStart.getTime();
    const second = storySecond.getTime() - secondStep.getTime();
    expect(links.map((row) => row.created_at.getTime())).toEqual([
      new Date(written(1_000)).getTime() + first,
      new Date(written(61_000)).getTime() + second,
    ]);
    expect(links.map((row) => row.expires_at.getTime())).toEqual([
      ahead.getTime() + first,
      ahead.getTime() + second,
    ]);
    expect(links.map((row) => row.used_at?.getTime() ?? null)).toEqual([
      null,
      new Date(written(62_000)).getTime() + second,
    ]);
    expect(log.map((row) => row.occurred_at.getTime())).toEqual([
      new Date(written(2_000)).getTime() + first,
      new Date(written(63_000)).getTime() + second,
    ]);
  }, 240_000);

  it('refuses marks out of real order', async () => {
    const now = Date.now();
    await expect(
      rewriteHistory(dataDir, [
        { realAt: new Date(now), storyAt: new Date(now - DAY) },
        { realAt: new Date(now - HOUR), storyAt: new Date(now - HOUR) },
      ]),
    ).rejects.toThrow('real order');
  });
});
