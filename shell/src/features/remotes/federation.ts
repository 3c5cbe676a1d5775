import {
  AREA_MODULE,
  FEDERATION_NAMES,
  type RemoteAreaComponent,
  type RemoteAreaModule,
  type RemoteName,
  type Role,
  type RuntimeConfig,
} from '@portal/contracts';
import { areaForPath } from './areas';
import { loadContainer, type RemoteContainer } from './containerEntry';
import { shellShareScope } from './shareScope';

// The shell loads remotes through webpack's container interface (entry script,
// `init`, `get`) rather than the federation runtime's remote loader: that loader's
// manifests, snapshots and preloading were a fifth of the first visit's federation
// cost and the shell used none of them beyond "load this entry, get this module"
// (docs/decisions.md, docs/benchmarks.md part 2).

let entries: RuntimeConfig['remotes'] | null = null;

// One container per remote for the page's life; a failed load is not kept, so the
// next visit or Retry asks the server again.
const containers = new Map<RemoteName, Promise<RemoteContainer>>();

/** Where each remote's remoteEntry.js is (from the runtime configuration). */
export function registerAreas(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  containers.clear();
}

function containerOf(remote: RemoteName, fresh: boolean): Promise<RemoteContainer> {
  const known = containers.get(remote);
  if (known && !fresh) return known;
  const url = entries?.[remote];
  if (!url) return Promise.reject(new Error(`No address is configured for the ${remote} remote`));
  const loading = loadContainer(url, FEDERATION_NAMES[remote], fresh).then(async (container) => {
    await container.init(await shellShareScope());
    return container;
  });
  containers.set(remote, loading);
  loading.catch(() => {
    if (containers.get(remote) === loading) containers.delete(remote);
  });
  return loading;
}

/**
 * Loads a remote's Area. `fresh` runs the remote's entry again from the server (a
 * failed entry, or one redeployed since), so Retry really asks the server again.
 */
export async function loadArea(remote: RemoteName, fresh = false): Promise<RemoteAreaComponent> {
  const container = await containerOf(remote, fresh);
  const factory = await container.get(`./${AREA_MODULE}`);
  const module = factory() as RemoteAreaModule | undefined;
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote} did not expose an Area component`);
  }
  return module.default;
}

/** Starts loading a remote's Area (entry, chunks, code) before it is rendered. */
export function preloadArea(remote: RemoteName): void {
  loadArea(remote).catch(() => undefined);
}

/**
 * Starts the area that `pathname` opens on, if its guard will let `role` in: called
 * as soon as the remotes are known, so the area's entry and chunks load while the
 * shell's own code and React are still starting.
 */
export function preloadAreaFor(pathname: string, role: Role | null): void {
  const area = areaForPath(pathname);
  if (area && (area.role === null || area.role === role)) preloadArea(area.remote);
}
