import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { MIGRATIONS_DIR, openPostgres } from '../plugins/database';
import { databaseUrl, dropDatabase, quoteIdent, sqlState, withAdminClient } from './adminClient';

/**
 * On PostgreSQL a test database is a copy of a migrated template: creating an empty database
 * and running every migration took about 600 ms per describe block, a copy takes tens.
 * The template is named by a hash of the migrations, so a changed migration makes a new
 * one and an unchanged one is reused from run to run.
 */
const TEMPLATE_PREFIX = 'portal_tpl_';
/** A template being migrated, under a name no test copies; it gets the template's name once whole. */
const BUILDING_PREFIX = 'portal_tplbuild_';
// Any fixed number other than the migrations' own lock: one builder at a time per server.
const TEMPLATE_LOCK_ID = 7_300_413;

/**
 * FILE_COPY copies the template's files after a checkpoint; WAL_LOG (PostgreSQL 15's default)
 * writes every block of it to the WAL. For a 9 MB template on the CI-tuned server (fsync off)
 * FILE_COPY measured faster (docs/decisions.md, pgtemplate).
 */
const COPY_STRATEGY = 'file_copy';

let templateName: string | undefined;

/** `portal_tpl_` and a hash of the migration files and drizzle's journal (their order and dates). */
export function postgresTemplateName(): string {
  if (templateName) return templateName;
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const file of [...files, path.join('meta', '_journal.json')]) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(MIGRATIONS_DIR, file)))
      .update('\0');
  }
  templateName = TEMPLATE_PREFIX + hash.digest('hex').slice(0, 16);
  return templateName;
}

/**
 * Makes the template of the current migrations unless it exists. jest's global setup calls it
 * with `dropStale` (once per run) to drop the templates of other migration sets; a run of
 * another branch whose template that dropped makes its own again when it next copies it.
 */
export async function ensurePostgresTemplate(
  adminUrl: string,
  { dropStale = false }: { dropStale?: boolean } = {},
): Promise<string> {
  const name = postgresTemplateName();
  await withAdminClient(adminUrl, async (client) => {
    // jest's workers and a second run wait here, then find the template made. The lock is
    // the session's: it goes with the connection if this process dies.
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (!(await ownDatabases(client, name)).includes(name)) await buildTemplate(client, adminUrl, name);
      if (dropStale) await dropOtherTemplates(client, name);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  return name;
}

/** A new database holding every migration, copied from the template (made first if missing). */
export async function createFromTemplate(client: Client, adminUrl: string, name: string): Promise<void> {
  const copy = () =>
    client.query(
      `create database ${quoteIdent(name)} template ${quoteIdent(postgresTemplateName())} strategy ${COPY_STRATEGY}`,
    );
  try {
    await copy();
  } catch (error) {
    // 3D000: no template yet (a run without jest's global setup), or another run dropped it as stale.
    if (sqlState(error) !== '3D000') throw error;
    await ensurePostgresTemplate(adminUrl);
    await copy();
  }
}

async function buildTemplate(client: Client, adminUrl: string, name: string): Promise<void> {
  await dropAbandonedBuilds(client);
  const building = `${BUILDING_PREFIX}${name.slice(TEMPLATE_PREFIX.length)}_${process.pid}`;
  await client.query(`create database ${quoteIdent(building)}`);
  try {
    const database = openPostgres(databaseUrl(adminUrl, building), { max: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // A session in a template makes every copy of it fail; nobody needs to enter this one.
    await client.query(`alter database ${quoteIdent(building)} with allow_connections false`);
    // The name tests copy appears only now, on a whole template. The rename waits (up to 5 s)
    // for the migration's sessions to finish leaving.
    await client.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
  } catch (error) {
    await dropDatabase(client, building).catch(() => undefined);
    throw error;
  }
}

/** Builds of a run that died mid-way (a live build holds the lock, or a session in its database). */
async function dropAbandonedBuilds(client: Client): Promise<void> {
  for (const name of await ownDatabases(client, BUILDING_PREFIX, { unused: true })) {
    await dropDatabase(client, name, 1).catch(() => undefined);
  }
}

/**
 * Templates of other migration sets. A copy being made from one finishes first (the drop
 * waits for it); one that cannot be dropped now is left for a later run.
 */
async function dropOtherTemplates(client: Client, keep: string): Promise<void> {
  for (const name of await ownDatabases(client, TEMPLATE_PREFIX)) {
    if (name !== keep) await dropDatabase(client, name, 1).catch(() => undefined);
  }
}

/** This role's databases whose name starts with the prefix; `unused`: with nobody in them. */
async function ownDatabases(
  client: Client,
  prefix: string,
  { unused = false }: { unused?: boolean } = {},
): Promise<string[]> {
  const result = await client.query<{ datname: string }>(
    `select datname from pg_database d
      where left(datname, length($1)) = $1 and pg_get_userbyid(datdba) = current_user
        and not ($2 and exists (select 1 from pg_stat_activity a where a.datid = d.oid))`,
    [prefix, unused],
  );
  return result.rows.map((row) => row.datname);
}
