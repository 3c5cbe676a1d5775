/**
 * Files a build writes that are not for browsers: source maps (they hold every
 * source file; production builds keep them outside dist, but an older build or a
 * development one may still have them there) and the federation build stats
 * (`mf-stats.json`: every module's path and size, written by builds before the
 * federation manifests were turned off), with their compressed copies, and the Node
 * bundles that render a signed-in first screen on the server (`prerendered/*.cjs`). The
 * static host answers them 404, like a file that is not there.
 */
const NOT_FOR_BROWSERS = /(\.map|(^|\/)mf-stats\.json|\.cjs)(\.br|\.gz)?$/i;

export const isServedBuildFile = (pathname: string): boolean => !NOT_FOR_BROWSERS.test(pathname);
