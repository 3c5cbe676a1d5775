// Stands in for `@module-federation/enhanced/runtime` in the single-bundle benchmark
// build: the public site's Area is bundled with the shell instead of fetched, so
// the same shell code runs with no federation at all.
import * as publicSiteArea from '@portal/remote-public-site/src/Area';

const BUNDLED: Record<string, unknown> = { 'publicSite/Area': publicSiteArea };

export function registerRemotes(): void {
  // Nothing to register: every module is in the bundle.
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (!(id in BUNDLED)) throw new Error(`${id} is not part of the single-bundle benchmark build`);
  return BUNDLED[id] as T;
}

export async function preloadRemote(): Promise<void> {
  // Nothing to preload.
}
