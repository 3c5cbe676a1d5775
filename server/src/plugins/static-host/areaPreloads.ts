import { areaForPath, type RuntimeConfig } from '@portal/contracts';

/** A file the browser should start fetching as soon as it reads the page. */
export interface Preload {
  href: string;
  as: 'fetch';
  /** The federation runtime fetches manifests in CORS mode; the preload must match it. */
  crossOrigin: true;
}

/**
 * What the page at `pathname` should preload: the manifest of the area that owns it,
 * which the shell would otherwise ask for only once its own code has arrived and run.
 * Not the remote's entry or chunks: a preload that fails (the remote's server down)
 * is remembered by the browser for the page's life, so the area's Retry would fail
 * again on it; the manifest is always fetched, and so used up, on the first attempt.
 */
export function preloadsForPage(pathname: string, remotes: RuntimeConfig['remotes']): Preload[] {
  const area = areaForPath(pathname);
  return area ? [{ href: remotes[area.remote], as: 'fetch', crossOrigin: true }] : [];
}
