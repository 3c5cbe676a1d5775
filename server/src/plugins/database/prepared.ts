import type { Db } from './database';

/**
 * Prepared queries, built once per database handle and per shape, then reused.
 *
 * drizzle otherwise builds a query's SQL and its result mapping anew on every call,
 * and PostgreSQL plans an unnamed statement anew on every call too; for a list page
 * both cost more than running the query (docs/benchmarks.md, part 7). A named
 * statement is parsed once per pooled connection, and after five calls PostgreSQL
 * keeps its generic plan when that plan costs no more than planning each call.
 * Each shape of a query (with or without a filter, a cursor, another page size) is a
 * statement of its own, named by `nameOf`, which is also the cache key. The cache is
 * kept per handle, as tests open several databases in one process.
 */
export function preparedPerDatabase<Shape, Query>(
  nameOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape, name: string) => Query,
): (db: Db, shape: Shape) => Query {
  const queriesOf = preparedOncePerDatabase(() => new Map<string, Query>());
  return (db, shape) => {
    const queries = queriesOf(db);
    const name = nameOf(shape);
    let query = queries.get(name);
    if (query === undefined) {
      query = build(db, shape, name);
      queries.set(name, query);
    }
    return query;
  };
}

/**
 * A fixed set of prepared statements (one shape each), built once per database handle on first
 * use: the same cache as above for modules whose statements do not vary.
 */
export function preparedOncePerDatabase<Statements>(prepare: (db: Db) => Statements): (db: Db) => Statements {
  const cache = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = cache.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      cache.set(db, statements);
    }
    return statements;
  };
}
