import type { AdminDataSource } from '../adminDataSource';

/** Some of the data source's methods, by name. */
export type Calls<K extends keyof AdminDataSource> = Pick<AdminDataSource, K>;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * Methods whose code (the calls and the contract's answer schemas, with zod and the
 * money and bank rules behind them) is fetched with the first call of one of them, so a
 * page downloads the wire code of the pages it shows and no other's (issue 34.3). The
 * names are listed as an object's keys so that TypeScript proves the list whole: the
 * data source that spreads these is an AdminDataSource only if every name is there. A
 * load that fails (a chunk refused on a bad connection) is tried again on the next call.
 */
export function lazyCalls<K extends keyof AdminDataSource>(
  names: Record<K, true>,
  load: () => Promise<Calls<K>>,
): Calls<K> {
  let loading: Promise<Calls<K>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const entries = (Object.keys(names) as K[]).map((name) => {
    const call: AnyCall = async (...args) => {
      const calls = await loaded();
      // Each name's method has that name's signature: the key ties the two together.
      return (calls[name] as unknown as AnyCall)(...args);
    };
    return [name, call] as const;
  });
  // Built from the names' own keys, each bound to the method of that name.
  return Object.fromEntries(entries) as unknown as Calls<K>;
}
