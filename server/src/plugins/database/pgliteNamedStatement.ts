import { PGlite } from '@electric-sql/pglite';
import { escapeLiteral } from 'pg';
import type { Db } from './database';

/**
 * The PGlite client under a query builder opened by `openPglite`, or null (PostgreSQL, or a
 * transaction's builder: a statement of its own on the client would wait for that transaction).
 */
export function pgliteClientOf(db: Db): PGlite | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return client;
  // PGlite by its shape as well as its class: a client from another realm (the tests' one
  // database per jest worker) is one too. node-postgres' pool has no exec and no waitReady.
  const shaped = client as Partial<Record<'exec' | 'query' | 'waitReady', unknown>> | null;
  return shaped &&
    typeof shaped.exec === 'function' &&
    typeof shaped.query === 'function' &&
    'waitReady' in shaped
    ? (client as PGlite)
    : null;
}

/** A literal for EXECUTE's arguments, which take no bind parameters. */
export type StatementArgument = string | number | boolean;

/**
 * A named (server-side prepared) statement on PGlite, for a hot lookup (issue 34.6: the
 * guard's session lookup on every request). drizzle's PGlite driver sends every query
 * unnamed, so PGlite parses, analyses and plans it on each call, and passes drizzle's type
 * parsers with it, which PGlite copies per query; PostgreSQL's own driver names the
 * prepared statements instead (preparedOncePerDatabase). Here the statement is PREPAREd
 * once per client and each call is `EXECUTE name(literals)`: a one-line parse, the plan
 * kept (generic after five calls, as PostgreSQL decides), PGlite's own type parsers.
 * EXECUTE takes no bind parameters, so the arguments are written as literals
 * (node-postgres' escapeLiteral); callers pass values they checked first.
 *
 * PREPARE is per session and outlives a rolled-back transaction; should the statement be
 * gone all the same (26000), it is prepared again once.
 */
export function pgliteNamedStatement(
  client: PGlite,
  name: string,
  parameterTypes: readonly string[],
  text: string,
): (args: readonly StatementArgument[]) => Promise<unknown[][]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`not a statement name: ${name}`);
  let prepared: Promise<unknown> | null = null;
  const prepare = () => {
    prepared ??= client
      .exec(`prepare ${name} (${parameterTypes.join(', ')}) as ${text}`)
      .catch((error: unknown) => {
        // 42P05: prepared already, by an earlier handle on the same client.
        if ((error as { code?: string }).code === '42P05') return;
        prepared = null;
        throw error;
      });
    return prepared;
  };
  return async (args) => {
    const literals = args.map((arg) => (typeof arg === 'string' ? escapeLiteral(arg) : String(arg)));
    const execute = `execute ${name}(${literals.join(', ')})`;
    await prepare();
    try {
      return (await client.query<unknown[]>(execute, [], { rowMode: 'array' })).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== '26000') throw error;
      prepared = null;
      await prepare();
      return (await client.query<unknown[]>(execute, [], { rowMode: 'array' })).rows;
    }
  };
}
