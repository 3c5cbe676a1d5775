import { sql } from 'drizzle-orm';
import { openPglite, type Database } from './database';
import { pgliteClientOf, pgliteNamedStatement } from './pgliteNamedStatement';

describe('a named statement on PGlite', () => {
  let database: Database;

  beforeAll(async () => {
    database = openPglite({ memory: true });
    await database.db.execute(sql`create table notes (id int primary key, body text, at timestamptz)`);
    await database.db.execute(
      sql`insert into notes values (1, 'plain', '2026-03-01T10:00:00.123Z'), (2, 'O''Brien; drop table notes', null)`,
    );
  });

  afterAll(async () => {
    await database.close();
  });

  const client = () => {
    const found = pgliteClientOf(database.db);
    if (!found) throw new Error('not PGlite');
    return found;
  };

  it('answers rows in select order with PGlite’s values, prepared once and kept by the session', async () => {
    const byBody = pgliteNamedStatement(
      client(),
      'notes_by_body',
      ['text'],
      'select id, body, at from notes where body = $1',
    );
    expect(await byBody(['plain'])).toEqual([[1, 'plain', new Date('2026-03-01T10:00:00.123Z')]]);
    expect(await byBody(['nothing'])).toEqual([]);
    const prepared = await client().query<{ name: string }>(`select name from pg_prepared_statements`);
    expect(prepared.rows.map((row) => row.name)).toContain('notes_by_body');
  });

  it('takes an argument with quotes as a value, never as SQL', async () => {
    const byBody = pgliteNamedStatement(
      client(),
      'notes_by_body_2',
      ['text'],
      'select id from notes where body = $1',
    );
    expect(await byBody(["O'Brien; drop table notes"])).toEqual([[2]]);
    expect(await byBody(["x'); drop table notes; --"])).toEqual([]);
    expect((await client().query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again when the statement is gone, and shares one already prepared', async () => {
    const byId = pgliteNamedStatement(
      client(),
      'notes_by_id',
      ['int'],
      'select body from notes where id = $1',
    );
    expect(await byId([1])).toEqual([['plain']]);
    await client().exec('deallocate notes_by_id');
    expect(await byId([2])).toEqual([["O'Brien; drop table notes"]]);
    const again = pgliteNamedStatement(
      client(),
      'notes_by_id',
      ['int'],
      'select body from notes where id = $1',
    );
    expect(await again([1])).toEqual([['plain']]);
  });

  it('is not used inside a transaction, whose builder has no client of its own', async () => {
    await database.db.transaction(async (tx) => {
      expect(pgliteClientOf(tx)).toBeNull();
    });
  });
});
