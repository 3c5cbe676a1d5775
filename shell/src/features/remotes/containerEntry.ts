/**
 * webpack's container interface: what every remote's `remoteEntry.js` defines, as a
 * global named after the remote's federation name. `init` hands it the shell's share
 * scope (so the remote takes React, the router and the session store from the
 * shell); `get` fetches an exposed module's chunks and returns its factory.
 */
export interface RemoteContainer {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/**
 * How long an entry may take before the area shows its message with Retry: a server
 * that accepts the connection and then never answers would otherwise leave the area
 * loading for good (the federation runtime's own loader waited as long).
 */
export const ENTRY_TIMEOUT_MS = 20_000;

const isContainer = (value: unknown): value is RemoteContainer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<RemoteContainer>).init === 'function' &&
  typeof (value as Partial<RemoteContainer>).get === 'function';

type Globals = Record<string, unknown>;

// Fresh addresses are unique across page loads too (a time stamp and a counter): a
// remote hosted with long cache lifetimes must not answer a fresh attempt from a
// response it cached on an earlier visit.
const pageStamp = Date.now().toString(36);
let attempts = 0;

/**
 * A fresh attempt's address: the same file with a query the browser has not seen, so
 * it asks the server again instead of reusing a failed response (a failed preload is
 * remembered for the page's life). The remote's own chunks are found from the entry's
 * folder with its query dropped, so nothing else changes.
 */
function freshUrl(url: string): string {
  attempts += 1;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${pageStamp}-${attempts}`;
}

/**
 * Runs a remote's entry script and returns the container it defines. The global is
 * cleared first, so an answer that is not the entry (an error page served with 200,
 * say) is refused instead of an older container being taken for the new one.
 */
export function loadContainer(url: string, globalName: string, fresh: boolean): Promise<RemoteContainer> {
  const globals = window as unknown as Globals;
  globals[globalName] = undefined;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (outcome: () => void) => {
      window.clearTimeout(timer);
      script.remove();
      outcome();
    };
    const timer = window.setTimeout(
      () => finish(() => reject(new Error(`${url} did not answer within ${ENTRY_TIMEOUT_MS / 1000} s`))),
      ENTRY_TIMEOUT_MS,
    );
    script.src = fresh ? freshUrl(url) : url;
    script.async = true;
    script.addEventListener('load', () =>
      finish(() => {
        const container = globals[globalName];
        if (isContainer(container)) resolve(container);
        else reject(new Error(`${url} did not define the remote "${globalName}"`));
      }),
    );
    script.addEventListener('error', () => finish(() => reject(new Error(`${url} could not be loaded`))));
    document.head.append(script);
  });
}
