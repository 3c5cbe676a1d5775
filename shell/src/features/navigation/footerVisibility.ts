// The footer shows on every page except the portal's own pages, those under these
// prefixes (matched as literal prefixes of the path).
const PORTAL_PREFIXES = ['/dashboard', '/admin', '/user-dashboard', '/admin-dashboard'];

export const showsFooter = (pathname: string): boolean =>
  !PORTAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
