import type { Pool } from 'pg';
import { quoteIdent } from './adminClient';
import { TRUNCATE_CLOSURE_SQL } from './truncateClosure';

/**
 * What `truncate <tables> cascade` leaves, as one round trip of DELETE statements. On
 * PostgreSQL the TRUNCATE took 70 to 115 ms per test (a new file for every table and index);
 * deleting the few rows a test wrote takes a few. Sequences are left alone, as TRUNCATE
 * without RESTART IDENTITY leaves them.
 *
 * The test role is not a superuser, so the replica role PGlite's reset uses is not available.
 * Instead the tables go children first, so no foreign key ever finds a row pointing at a
 * deleted one (and no ON DELETE action fires), and the triggers that fire on DELETE (the audit
 * log's append-only guard) are disabled for the reset, as TRUNCATE fires none of them: the
 * test role owns the tables it migrated. Several statements in one simple query are one
 * transaction, so the triggers are back on, or the whole reset undone, when it returns.
 */
export async function resetStatements(client: Pool, tables: readonly string[]): Promise<string> {
  const closure = (await client.query<{ name: string }>(TRUNCATE_CLOSURE_SQL, [tables])).rows.map(
    (row) => row.name,
  );
  if (closure.length < tables.length) throw new Error('a table to empty between tests is missing');
  const references = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_class p on p.oid = con.confrelid
      where con.contype = 'f' and c.relnamespace = 'public'::regnamespace
        and p.relnamespace = 'public'::regnamespace and p.relname = any($1::text[])`,
    [closure],
  );
  // tgtype bit 3 (8): fires on DELETE. Internal triggers are the foreign keys'; 'D' is disabled,
  // 'R' fires only in the replica role, 'A' always (and is enabled again as such).
  const guards = await client.query<{ name: string; trigger: string; always: boolean }>(
    `select c.relname as name, t.tgname as trigger, t.tgenabled = 'A' as always
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgtype & 8 <> 0 and t.tgenabled in ('O', 'A')
        and c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
      order by 1, 2`,
    [closure],
  );
  const table = (name: string) => `public.${quoteIdent(name)}`;
  return [
    ...guards.rows.map((row) => `alter table ${table(row.name)} disable trigger ${quoteIdent(row.trigger)};`),
    ...childrenFirst(closure, references.rows).map((name) => `delete from ${table(name)};`),
    ...guards.rows.map(
      (row) =>
        `alter table ${table(row.name)} enable ${row.always ? 'always ' : ''}trigger ${quoteIdent(row.trigger)};`,
    ),
  ].join(' ');
}

/**
 * The tables ordered so that each comes before every table it references. A table's reference
 * to itself (users.invited_by) is checked at the end of its own DELETE, when no row is left.
 */
export function childrenFirst(
  tables: readonly string[],
  references: readonly { child: string; parent: string }[],
): string[] {
  const referrers = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) referrers.get(parent)?.add(child);
  }
  const order: string[] = [];
  while (referrers.size > 0) {
    const free = [...referrers].filter(([, children]) => children.size === 0).map(([name]) => name);
    if (free.length === 0) {
      throw new Error(
        `the foreign keys among ${[...referrers.keys()].join(', ')} form a cycle: empty them some other way`,
      );
    }
    for (const name of free) {
      order.push(name);
      referrers.delete(name);
      for (const children of referrers.values()) children.delete(name);
    }
  }
  return order;
}
