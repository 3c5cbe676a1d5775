// Jest's browser (jsdom) does not run script elements, and webpack's share scope exists
// only in a build. This plays both parts for the shell's real remote loading: each
// remoteEntry.js script the shell adds "runs" and defines a container exposing the
// given Area, or cannot be fetched, as when a remote's server is down.
import contractsPackage from '@portal/contracts/package.json';

export interface FakeRemoteEntries {
  /** Every entry address the shell asked for, in order. */
  requested: string[];
  /** Makes the next load of `globalName`'s entry fail, as if its server were down. */
  failNext(globalName: string): void;
  stop(): void;
}

type Globals = Record<string, unknown>;

/** @param areas  federation name (publicSite, customer, admin) → the Area component it exposes */
export function fakeRemoteEntries(areas: Record<string, unknown>): FakeRemoteEntries {
  const globals = globalThis as unknown as Globals;
  globals.__webpack_init_sharing__ = () => Promise.resolve();
  globals.__webpack_share_scopes__ = { default: {} };
  const requested: string[] = [];
  const failing = new Set<string>();

  const run = (script: HTMLScriptElement) => {
    const src = script.getAttribute('src') ?? '';
    requested.push(src);
    const name = Object.keys(areas).find((candidate) => src.includes(`/${remoteFolder(candidate)}/`));
    if (!name || failing.delete(name)) return script.dispatchEvent(new Event('error'));
    globals[name] = {
      init: () => undefined,
      // Built against the shell's own contracts, as the real remotes declare.
      get: () => Promise.resolve(() => ({ default: areas[name], contractVersion: contractsPackage.version })),
    };
    return script.dispatchEvent(new Event('load'));
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement) run(node);
      });
    }
  });
  observer.observe(document.head, { childList: true });

  return {
    requested,
    failNext: (globalName) => failing.add(globalName),
    stop: () => {
      observer.disconnect();
      for (const name of Object.keys(areas)) delete globals[name];
    },
  };
}

/** The folder a remote is served from: its federation name in kebab case (publicSite → public-site). */
const remoteFolder = (globalName: string) =>
  globalName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
