// Spec §2: the footer shows everywhere except under these prefixes (literal prefixes,
// as the spec words them).
const PORTAL_PREFIXES = ['/dashboard', '/admin', '/user-dashboard', '/admin-dashboard'];

export const showsFooter = (pathname: string): boolean =>
  !PORTAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
