import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_MODULE,
  FEDERATION_NAMES,
  REMOTE_NAMES,
  type RemoteAreaComponent,
  type RemoteAreaModule,
  type RemoteName,
  type Role,
  type RuntimeConfig,
} from '@portal/contracts';
import { areaForPath } from './areas';

let manifests: RuntimeConfig['remotes'] | null = null;

const registration = (remote: RemoteName) => ({
  name: FEDERATION_NAMES[remote],
  entry: manifests?.[remote] ?? '',
});

/** Tells the federation runtime where each remote's manifest is (from /config.json). */
export function registerAreas(remotes: RuntimeConfig['remotes']): void {
  manifests = remotes;
  registerRemotes(REMOTE_NAMES.map(registration));
}

/**
 * Loads a remote's Area. `fresh` drops what the runtime remembers of the remote
 * (a failed entry, an old manifest), so Retry really asks the server again.
 */
export async function loadArea(remote: RemoteName, fresh = false): Promise<RemoteAreaComponent> {
  if (fresh) registerRemotes([registration(remote)], { force: true });
  const module = await loadRemote<RemoteAreaModule>(`${FEDERATION_NAMES[remote]}/${AREA_MODULE}`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote} did not expose an Area component`);
  }
  return module.default;
}

/** Warms a remote (manifest, entry and the Area's chunks) before it is visited. */
export function preloadArea(remote: RemoteName): void {
  void preloadRemote([
    { nameOrAlias: FEDERATION_NAMES[remote], exposes: [AREA_MODULE], resourceCategory: 'all' },
  ]).catch(() => undefined);
}

/**
 * Warms the area that `pathname` opens on, if its guard will let `role` in: called
 * as soon as the remotes are known, so the area's manifest, entry and chunks load
 * while the shell's own code and React are still arriving.
 */
export function preloadAreaFor(pathname: string, role: Role | null): void {
  const area = areaForPath(pathname);
  if (area && (area.role === null || area.role === role)) preloadArea(area.remote);
}
