// Entry points must be revalidated on every load so a redeployed remote or shell is
// picked up at once; content-hashed files never change and may be kept for a year.
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export function cacheControlFor(filePath: string): string {
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
