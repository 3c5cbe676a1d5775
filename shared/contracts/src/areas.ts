import type { RemoteName } from './remote';
import type { Role } from './roles';

export interface AreaDefinition {
  remote: RemoteName;
  label: string;
  /** The role the area requires; null for everyone (spec §6). */
  role: Role | null;
  owns: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Which remote owns which paths. Anything no area owns goes to `/` (spec §2). The
 * shell routes by it; the server reads it to tell the browser, in the page itself,
 * which area's files to fetch first.
 */
export const AREAS: readonly AreaDefinition[] = [
  {
    remote: 'public-site',
    label: 'The public site',
    role: null,
    owns: (pathname) => ['/', '/about', '/contact'].includes(pathname),
  },
  {
    remote: 'customer',
    label: 'The customer portal',
    role: 'user',
    owns: (pathname) => under('/user-dashboard')(pathname) || under('/dashboard')(pathname),
  },
  {
    remote: 'admin',
    label: 'The admin portal',
    role: 'admin',
    owns: (pathname) => under('/admin-dashboard')(pathname) || under('/admin')(pathname),
  },
];

export function areaForPath(pathname: string): AreaDefinition | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AREAS.find((area) => area.owns(normalized));
}
