// The server's jest environment: Node's, plus one PGlite database per jest worker that the
// worker's test files take turns with (src/testing/workerPglite.ts takes it).
//
// Why: opening a PGlite test database from the migrated image costs 1.6 to 1.8 s of CPU, and
// each test file opened its own. Jest loads this module once per worker process, outside the
// tests' module registry, and the server's runner (keptModulesRunner.js) makes one environment
// per worker, so what it keeps lives as long as the worker. A file gets the database back as a new one would be: every table as the
// migrated image holds it, sequences restarted, no session state left. A file that changed the
// schema (a trigger, a renamed table) or left it without handing it back makes the next file
// open a database of its own instead.
//
// The database lives in this (the worker's) realm, the tests in jest's vm context: parameters are
// rebuilt here with this realm's Date and Uint8Array (PGlite's serializers test `instanceof`),
// answers and errors are rebuilt on the tests' side (src/testing/workerPglite.ts).
const { readFileSync } = require('node:fs');
const { TestEnvironment } = require('jest-environment-node');

/** Catalog of the public schema (tables, columns, defaults, indexes, constraints, triggers, functions). */
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as fingerprint from (
    select 'r ' || c.relname || ' ' || c.relkind::text from pg_class c
      where c.relnamespace = 'public'::regnamespace
    union all
    select 'a ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
        || a.attnotnull::text || ' ' || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'p ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select 'n ' || nspname from pg_namespace
  ) as items(item)`;

/** Longest a file's hand-over may take before the database is given up for a new one. */
const RESTORE_TIMEOUT_MS = 20_000;

/** Bytes PGlite reads through `arrayBuffer()`, handed over in one copy (as src/testing/pgliteTemplate.ts). */
class BytesBlob extends Blob {
  constructor(content) {
    super([], { type: 'application/x-tar' });
    this.content = content;
  }
  arrayBuffer() {
    return Promise.resolve(new Uint8Array(this.content).buffer);
  }
}

/** A parameter from the tests' realm rebuilt in this one. */
function toWorkerRealm(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toWorkerRealm);
  const kind = Object.prototype.toString.call(value);
  if (kind === '[object Date]') return new Date(value.getTime());
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/** The SQL that puts every public table and sequence back as the migrated image holds them. */
async function restoreStatement(client) {
  const tables = await client.query(
    `select c.relname as name,
            (select coalesce(string_agg(quote_ident(a.attname), ', ' order by a.attnum), '')
               from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  const parts = ['begin;', 'set local session_replication_role = replica;'];
  for (const table of tables.rows) {
    const name = `public.${quoted(table.name)}`;
    parts.push(`delete from ${name};`);
    const rows = await client.query(`select coalesce(json_agg(t), '[]')::text as rows from ${name} t`);
    const json = rows.rows[0].rows;
    if (json !== '[]') {
      const literal = `'${json.replace(/'/g, "''")}'`;
      parts.push(
        `insert into ${name} (${table.columns}) overriding system value select ${table.columns} ` +
          `from json_populate_recordset(null::${name}, ${literal}::json);`,
      );
    }
  }
  const sequences = await client.query(
    `select schemaname, sequencename, start_value::text as start, last_value::text as last
       from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences.rows) {
    const name = `'public.${quoted(sequence.sequencename).replace(/'/g, "''")}'`;
    parts.push(
      sequence.last === null
        ? `select setval(${name}, ${sequence.start}, false);`
        : `select setval(${name}, ${sequence.last}, true);`,
    );
  }
  parts.push('commit;');
  return parts.join('\n');
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the shared test database did not answer')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * This worker's database: `lease` hands it to one file at a time (null while another holder
 * has it, so that a second database in the same file opens its own).
 */
class WorkerPglite {
  /** @type {{ client: import('@electric-sql/pglite').PGlite, restore: string, fingerprint: string } | null} */
  current = null;
  /** @type {{ closed: boolean } | null} */
  holder = null;
  /** The holder of the last lease never handed it back: its state is unknown. */
  abandoned = false;

  async open(imagePath, startParams) {
    const { PGlite } = require('@electric-sql/pglite');
    const client = new PGlite({
      loadDataDir: new BytesBlob(readFileSync(imagePath)),
      startParams: [...PGlite.defaultStartParams, ...startParams],
    });
    await client.waitReady;
    const restore = await restoreStatement(client);
    const [{ fingerprint }] = (await client.query(SCHEMA_FINGERPRINT)).rows;
    return { client, restore, fingerprint, imagePath };
  }

  /** Drops the kept database, closed before another opens (an unclosed one keeps a process alive). */
  async discard() {
    const old = this.current;
    this.current = null;
    if (old && !old.client.closed)
      await withTimeout(old.client.close(), RESTORE_TIMEOUT_MS).catch(() => undefined);
  }

  /** The kept database as the image holds it, or a new one; null while it is leased. */
  async lease(imagePath, startParams) {
    if (this.holder) return null;
    const holder = { closed: false };
    this.holder = holder;
    try {
      if (this.abandoned || (this.current && this.current.imagePath !== imagePath)) await this.discard();
      this.abandoned = false;
      if (this.current) {
        try {
          await withTimeout(this.reset(this.current), RESTORE_TIMEOUT_MS);
        } catch {
          await this.discard();
        }
      }
      this.current ??= await this.open(imagePath, startParams);
      return this.handle(this.current.client, holder);
    } catch (error) {
      this.holder = null;
      throw error;
    }
  }

  /** Throws when the schema changed, so that the caller opens a new database. */
  async reset({ client, restore, fingerprint }) {
    await client.exec('discard all');
    await client.exec(restore);
    const [now] = (await client.query(SCHEMA_FINGERPRINT)).rows;
    if (now.fingerprint !== fingerprint) throw new Error('the schema changed');
  }

  /** What one file holds: the database's calls until it hands it back. */
  handle(client, holder) {
    const usable = () => {
      if (holder.closed) throw new Error('PGlite is closed');
    };
    const handlerOf = (target) => ({
      query: (sql, params, options) => {
        usable();
        return target.query(sql, params && toWorkerRealm(params), options);
      },
      exec: (sql, options) => {
        usable();
        return target.exec(sql, options);
      },
    });
    return {
      ...handlerOf(client),
      transaction: (work) => {
        usable();
        return client.transaction((tx) =>
          work({
            ...handlerOf(tx),
            rollback: () => tx.rollback(),
            get closed() {
              return tx.closed;
            },
          }),
        );
      },
      get closed() {
        return holder.closed;
      },
      close: async () => {
        if (holder.closed) return;
        holder.closed = true;
        if (this.holder === holder) this.holder = null;
      },
    };
  }

  /** The test file is over: a lease it still holds is given up (its state is unknown). */
  endOfFile() {
    if (!this.holder) return;
    this.holder.closed = true;
    this.holder = null;
    this.abandoned = true;
  }
}

const workerPglite = new WorkerPglite();

/**
 * One instance per jest worker under the server's runner (keptModulesRunner.js), which calls
 * `endOfFile` after each test file and `teardown` when the worker ends; under jest's own runner
 * (a coverage run) one per file, each file then opening its own database.
 */
class PgliteWorkerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__workerPglite = {
      lease: (imagePath, startParams) => workerPglite.lease(imagePath, startParams),
    };
  }

  /** The test file is over: the database waits for the next one. */
  endOfFile() {
    workerPglite.endOfFile();
  }

  /** The worker (or the file, under jest's runner) is over: an open PGlite would keep it alive. */
  async teardown() {
    workerPglite.endOfFile();
    await workerPglite.discard();
    await super.teardown();
  }
}

module.exports = PgliteWorkerEnvironment;
