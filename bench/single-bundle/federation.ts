// Stands in for the shell's remote loading (shell/src/features/remotes/federation.ts)
// in the single-bundle benchmark build: the public site's Area is bundled with the
// shell instead of fetched, so the same shell code runs with no federation at all.
import type { RemoteAreaComponent, RemoteName, RuntimeConfig } from '@portal/contracts/remote';
import type { Role } from '@portal/contracts/roles';
import PublicSiteArea from '@portal/remote-public-site/src/Area';

export function registerAreas(_remotes: RuntimeConfig['remotes']): void {
  // Nothing to register: the one area this build serves is in the bundle.
}

export async function loadArea(remote: RemoteName): Promise<RemoteAreaComponent> {
  if (remote !== 'public-site') throw new Error(`${remote} is not part of the single-bundle benchmark build`);
  return PublicSiteArea;
}

export function preloadArea(_remote: RemoteName): void {
  // Nothing to preload.
}

export function preloadAreaFor(_pathname: string, _role: Role | null): void {
  // Nothing to preload.
}
