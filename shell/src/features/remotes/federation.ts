import {
  AREA_MODULE,
  FEDERATION_NAMES,
  type RemoteAreaComponent,
  type RemoteAreaModule,
  type RemoteName,
  type RuntimeConfig,
} from '@portal/contracts/remote';
import type { Role } from '@portal/contracts/roles';
import { areaForPath } from './areas';
import { loadContainer, type RemoteContainer } from './containerEntry';
import { IncompatibleAreaError, isCompatibleContract } from './contractVersion';
import { shellShareScope } from './shareScope';

// The shell loads remotes through webpack's container interface (entry script,
// `init`, `get`) rather than the federation runtime's remote loader: that loader's
// manifests, snapshots and preloading were a quarter of the first visit's federation
// cost and the shell used none of them beyond "load this entry, get this module"
// (docs/decisions.md, docs/benchmarks.md part 2).

let entries: RuntimeConfig['remotes'] | null = null;

/**
 * What a remote's `./Area` exports: its Area and the version of `@portal/contracts` it
 * was built against (unknown until checked: a remote is deployed on its own).
 */
type DeclaredAreaModule = RemoteAreaModule & { contractVersion?: unknown };

interface ContainerLoad {
  promise: Promise<RemoteContainer>;
  settled: boolean;
}

// One container per remote for the page's life. A remote whose load failed is loaded
// from a fresh address next time, whoever asks (a visit, a warm-up, Retry): the
// browser would otherwise answer from the failed response it remembers.
const containers = new Map<RemoteName, ContainerLoad>();
const failed = new Set<RemoteName>();

/** Where each remote's remoteEntry.js is (from the runtime configuration). */
export function registerAreas(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  containers.clear();
  failed.clear();
}

function containerOf(remote: RemoteName, fresh: boolean): Promise<RemoteContainer> {
  const known = containers.get(remote);
  // A load still under way is as fresh as a new one would be (a Retry pressed twice).
  if (known && (!known.settled || !fresh)) return known.promise;
  const url = entries?.[remote];
  if (!url) return Promise.reject(new Error(`No address is configured for the ${remote} remote`));
  const load: ContainerLoad = {
    settled: false,
    promise: loadContainer(url, FEDERATION_NAMES[remote], fresh || failed.has(remote)).then(
      async (container) => {
        await container.init(await shellShareScope());
        return container;
      },
    ),
  };
  containers.set(remote, load);
  load.promise.then(
    () => {
      load.settled = true;
      failed.delete(remote);
    },
    () => {
      load.settled = true;
      failed.add(remote);
      if (containers.get(remote) === load) containers.delete(remote);
    },
  );
  return load.promise;
}

/** Fetches an area's chunks and returns the factory that evaluates its module. */
async function areaFactory(remote: RemoteName, fresh: boolean): Promise<() => unknown> {
  const container = await containerOf(remote, fresh);
  return container.get(`./${AREA_MODULE}`);
}

/**
 * Loads a remote's Area; rejects with an `IncompatibleAreaError` when the remote was built
 * against another major of the contracts. `fresh` runs the remote's entry again from the server, so a
 * failed or stalled entry is really asked for anew. Chunks the page has already run
 * are kept by the remote (webpack remembers them per page), so a remote redeployed
 * while a page is open shows on that page's next load.
 */
export async function loadArea(remote: RemoteName, fresh = false): Promise<RemoteAreaComponent> {
  const factory = await areaFactory(remote, fresh);
  const module = factory() as DeclaredAreaModule | undefined;
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote} did not expose an Area component`);
  }
  // Checked before anything of the area renders: evaluating the module only defines it.
  if (!isCompatibleContract(module.contractVersion)) {
    const error = new IncompatibleAreaError(remote, module.contractVersion);
    // The visitor sees "being updated"; whoever deploys sees which versions disagree.
    console.warn(error.message);
    throw error;
  }
  return module.default;
}

/**
 * Fetches a remote's entry and its Area's chunks before the area renders, without
 * running the Area's code: that waits for the render, and for the guard.
 */
export function preloadArea(remote: RemoteName): void {
  areaFactory(remote, false).catch(() => undefined);
}

/**
 * Starts fetching the area that `pathname` opens on, if its guard will let `role` in:
 * called as soon as the remotes are known, so the area's entry and chunks arrive while
 * the shell's own code and React are still starting.
 */
export function preloadAreaFor(pathname: string, role: Role | null): void {
  const area = areaForPath(pathname);
  if (area && (area.role === null || area.role === role)) preloadArea(area.remote);
}
