import { areaForPath } from '@portal/contracts/areas';
import type { RuntimeConfig } from '@portal/contracts/remote';
import { DASHBOARD_BY_ROLE, type Role } from '@portal/contracts/roles';

/** A file the browser should start fetching as soon as it reads the page. */
export interface Preload {
  href: string;
  /** The shell runs a remote's entry with a plain script element; the preload matches it. */
  as: 'script';
}

/**
 * What the page at `pathname` should preload: the remoteEntry.js of the area that
 * owns it, which the shell would otherwise ask for only once its own code has arrived
 * and run. A failed preload is remembered by the browser for the page's life, which
 * does not trap the area: its Retry asks for the entry under a fresh address.
 */
export function preloadsForPage(pathname: string, remotes: RuntimeConfig['remotes']): Preload[] {
  const area = areaForPath(pathname);
  return area ? [{ href: remotes[area.remote], as: 'script' }] : [];
}

/**
 * What a signed-in page (D41) should preload, knowing the person's role: the page's own
 * area's entry, or, on a page of an area their role may not enter, the entry of the area
 * the route guard sends them to (their dashboard's), which is the one the shell will load.
 */
export function preloadsForSignedInPage(
  pathname: string,
  role: Role,
  remotes: RuntimeConfig['remotes'],
): Preload[] {
  const area = areaForPath(pathname);
  const closed = area?.role !== null && area?.role !== undefined && area.role !== role;
  return preloadsForPage(closed ? DASHBOARD_BY_ROLE[role] : pathname, remotes);
}
