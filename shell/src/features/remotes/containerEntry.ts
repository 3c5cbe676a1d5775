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

const isContainer = (value: unknown): value is RemoteContainer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<RemoteContainer>).init === 'function' &&
  typeof (value as Partial<RemoteContainer>).get === 'function';

type Globals = Record<string, unknown>;

let attempts = 0;

/**
 * A fresh attempt's address: the same file with a query the browser has not seen, so
 * it asks the server again instead of reusing a failed response (a failed preload is
 * remembered for the page's life) or an old entry. The remote's own chunks are found
 * from the entry's address with its query dropped, so nothing else changes.
 */
function freshUrl(url: string): string {
  attempts += 1;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempts}`;
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
    script.src = fresh ? freshUrl(url) : url;
    script.async = true;
    script.addEventListener('load', () => {
      script.remove();
      const container = globals[globalName];
      if (isContainer(container)) resolve(container);
      else reject(new Error(`${url} did not define the remote "${globalName}"`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    });
    document.head.append(script);
  });
}
