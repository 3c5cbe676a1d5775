// Turns a page visit's downloads into bytes per part (shell, runtime, libraries, the
// remote's code), for JS and CSS, raw and gzip.
import { attributeFile } from './attribution.mjs';
import { PARTS } from './classify.mjs';
import { fallbackOrigin, locate } from './layout.mjs';

/**
 * @typedef {{ raw: number, gzip: number }} Bytes
 *
 * @typedef {object} PageBytes
 * @property {Record<'js' | 'css', Record<string, Bytes>>} byPart  part → bytes
 * @property {Record<'js' | 'css', Bytes>} total
 * @property {Map<string, Bytes & { part: string, apps: Set<string> }>} byOwner  JS only: package or
 *   folder → bytes, and which builds shipped a copy of it
 * @property {{ pathname: string, app: string, kind: 'js' | 'css', raw: number, gzip: number, transferred: number, encoding: string }[]} files
 * @property {string[]} unknown  downloads not found in the layout's builds
 */

const zero = () => ({ raw: 0, gzip: 0 });

/**
 * @param {import('./page-downloads.mjs').Download[]} downloads
 * @param {import('./layout.mjs').Layout} layout
 * @returns {PageBytes}
 */
export function bytesOf(downloads, layout) {
  const byPart = {
    js: Object.fromEntries(PARTS.map((part) => [part, zero()])),
    css: Object.fromEntries(PARTS.map((part) => [part, zero()])),
  };
  const total = { js: zero(), css: zero() };
  const byOwner = new Map();
  const files = [];
  const unknown = [];
  for (const download of downloads) {
    const found = locate(layout, download.pathname);
    if (!found || download.status >= 400) {
      unknown.push(`${download.pathname} (${download.status})`);
      continue;
    }
    const kind = download.type === 'stylesheet' ? 'css' : 'js';
    const file = attributeFile(found.file, found.build, fallbackOrigin(found.app, found.build, found.file));
    files.push({
      pathname: download.pathname,
      app: found.app,
      kind,
      raw: file.raw,
      gzip: file.gzip,
      transferred: download.transferred,
      encoding: download.encoding,
    });
    total[kind].raw += file.raw;
    total[kind].gzip += file.gzip;
    for (const share of file.shares) {
      byPart[kind][share.part].raw += share.raw;
      byPart[kind][share.part].gzip += share.gzip;
      if (kind !== 'js') continue;
      const owner = byOwner.get(share.owner) ?? { ...zero(), part: share.part, apps: new Set() };
      owner.apps.add(found.app);
      owner.raw += share.raw;
      owner.gzip += share.gzip;
      byOwner.set(share.owner, owner);
    }
  }
  return { byPart, total, byOwner, files, unknown };
}
