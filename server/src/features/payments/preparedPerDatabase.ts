import type { Db } from '../../plugins/database';

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
  const cache = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let queries = cache.get(db);
    if (!queries) {
      queries = new Map();
      cache.set(db, queries);
    }
    const name = nameOf(shape);
    let query = queries.get(name);
    if (query === undefined) {
      query = build(db, shape, name);
      queries.set(name, query);
    }
    return query;
  };
}
