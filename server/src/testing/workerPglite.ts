import type { PGlite } from '@electric-sql/pglite';

/** The calls of PGlite the portal makes (drizzle's driver, the reset between tests). */
interface Queryable {
  query: (sql: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  exec: (sql: string, options?: unknown) => Promise<unknown>;
}

interface Transaction extends Queryable {
  rollback: () => Promise<void>;
  readonly closed: boolean;
}

interface Lease extends Queryable {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  readonly closed: boolean;
}

/** What the server's jest environment (server/testing/pgliteWorkerEnvironment.js) puts on the global. */
interface WorkerPglite {
  lease: (imagePath: string, startParams: string[]) => Promise<Lease | null>;
}

const workerPglite = (): WorkerPglite | undefined =>
  (globalThis as { __workerPglite?: WorkerPglite }).__workerPglite;

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/**
 * An answer of the worker's database rebuilt with this realm's objects, as a PGlite loaded in
 * the test file would give it: `instanceof Date`, `toStrictEqual` and zod see their own kinds.
 */
function toTestRealm(value: unknown): unknown {
  // This realm's own values (what a transaction's work returned or threw) pass as they are.
  const ours = value === null || typeof value !== 'object' || value instanceof Object;
  if (ours) return value;
  const item = value as object;
  if (Array.isArray(item)) return item.map(toTestRealm);
  const kind = String(Object.prototype.toString.call(item));
  if (kind === '[object Date]') return new Date((item as Date).getTime());
  if (ArrayBuffer.isView(item))
    return Uint8Array.from(new Uint8Array(item.buffer, item.byteOffset, item.byteLength));
  if (kind === '[object Error]') {
    const error = new Error((item as Error).message);
    return Object.assign(error, toTestRealm({ ...item }), { stack: (item as Error).stack });
  }
  if (!isPlainObject(item)) return item;
  return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, toTestRealm(entry)]));
}

async function answered<T>(call: () => Promise<T>): Promise<unknown> {
  try {
    return toTestRealm(await call());
  } catch (error) {
    throw toTestRealm(error);
  }
}

function queryable<T extends Queryable>(target: T): Queryable {
  return {
    query: (sql, params, options) => answered(() => target.query(sql, params, options)),
    exec: (sql, options) => answered(() => target.exec(sql, options)),
  };
}

/**
 * This worker's database, emptied to the migrated image, while no other holder has it
 * (a second database in the same file opens its own); undefined outside the server's jest
 * environment. Closing it hands it back to the worker for the next test file.
 */
export async function leaseWorkerPglite(
  imagePath: string,
  startParams: string[],
): Promise<PGlite | undefined> {
  const lease = await workerPglite()?.lease(imagePath, startParams);
  if (!lease) return undefined;
  const client = {
    ...queryable(lease),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      answered(() =>
        lease.transaction((tx) =>
          work({
            ...queryable(tx),
            rollback: () => answered(() => tx.rollback()),
            get closed() {
              return tx.closed;
            },
          } as Queryable),
        ),
      ),
    close: () => lease.close(),
    get closed() {
      return lease.closed;
    },
    waitReady: Promise.resolve(),
  };
  // The calls drizzle and the tests make, not the whole class: a cast, checked by the tests.
  return client as unknown as PGlite;
}
