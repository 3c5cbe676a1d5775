import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { areaForPath } from '@portal/contracts/areas';
import type { RemoteName } from '@portal/contracts/remote';

/** Where the built shell and remotes are, and where each remote's entry is served from (ServerConfig has them). */
export interface StaticHostSettings {
  shellDir: string;
  remoteDirs: Record<RemoteName, string>;
  remoteEntries: Record<RemoteName, string>;
}

/**
 * A page's first screen as the builds rendered it (D41): the shell's frame (navbar,
 * footer) with the public site's markup of the page in it, and the remote's stylesheets
 * that markup needs. Each build writes `prerendered/pages.json` beside its entry
 * (webpack.prerender.js); both are read on each request, as index.html is, so a remote
 * rebuilt in place is served at once.
 */
export interface PrerenderedPage {
  markup: string;
  /** The shell's own stylesheets, each with the `<link>` its page has for it. */
  shellStylesheets: ShellStylesheet[];
  /** The area's stylesheets the markup needs, after the shell's in the cascade. */
  stylesheets: PageStylesheet[];
}

/**
 * One stylesheet the markup needs: its address, and its text when it is small enough to
 * come inside the page (a stylesheet linked in the head blocks the first paint for one more
 * round trip: 0.4 s on the 400 ms links the first-paint goal is measured on).
 */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

/** A stylesheet the shell's index.html links (`link`, the tag as the build wrote it). */
export interface ShellStylesheet extends PageStylesheet {
  link: string;
}

/**
 * Larger stylesheets stay linked: the page would grow by more than a round trip saves.
 * The limit is on the files' own size; the page is sent compressed (CSS to about a
 * quarter), so 32 KB of them cost about 8 KB, 0.16 s at 400 kbps, against the 0.4 s round
 * trip (and more for the transfer) of a linked file before the first paint.
 */
export const INLINE_STYLES_LIMIT = 32 * 1024;

/** Where the shell's frame leaves room for the page (shell/src/prerender.tsx). */
const PAGE_SLOT = '%PAGE%';
export const PRERENDER_DIR = 'prerendered';
const HTML_FILE = /^[\w-]+\.html$/;
const CSS_FILE = /^[\w.-]+\.css$/;
/** Whether `name` is a stylesheet file of a build's own folder, as its indexes name them. */
export const isCssFile = (name: unknown): name is string => typeof name === 'string' && CSS_FILE.test(name);

const LINK_TAG = /<link\b[^>]*>/gi;
const STYLESHEET_REL = /\brel="?stylesheet"?[\s/>]/i;
/** A file of the shell's own folder, as its build links it: `/main.<hash>.css`. */
const SHELL_CSS_HREF = /\bhref="?\/([\w.-]+\.css)"?[\s/>]/i;

/** The stylesheets of the shell's folder that `template`'s head links, with their tags. */
function shellLinksOf(template: string): { link: string; file: string }[] {
  const head = template.slice(0, Math.max(0, template.indexOf('</head>')));
  return [...head.matchAll(LINK_TAG)].flatMap(([link]) => {
    const file = STYLESHEET_REL.test(link) ? SHELL_CSS_HREF.exec(link)?.[1] : undefined;
    return file ? [{ link, file }] : [];
  });
}

interface Entry {
  html: string;
  styles: string[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An index a build wrote among its prerendered files (`pages.json`, `first-screen.json`), as
 * an object, or null when it is missing or not JSON.
 */
export async function readPrerenderIndex(
  distDir: string,
  name: string,
): Promise<Record<string, unknown> | null> {
  const index: unknown = await readFile(path.join(distDir, PRERENDER_DIR, name), 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  return isRecord(index) ? index : null;
}

/** One build's markup of `pathname`, or null when it has none (or its files are not as written). */
async function prerenderedOf(distDir: string, pathname: string): Promise<Entry | null> {
  const dir = path.join(distDir, PRERENDER_DIR);
  const index = await readPrerenderIndex(distDir, 'pages.json');
  if (!index || !Object.hasOwn(index, pathname)) return null;
  const entry = index[pathname];
  if (!isRecord(entry) || typeof entry.file !== 'string' || !HTML_FILE.test(entry.file)) return null;
  const styles = Array.isArray(entry.styles) ? entry.styles : [];
  if (!styles.every(isCssFile)) return null;
  const html = await readFile(path.join(dir, entry.file), 'utf8').catch(() => null);
  return html === null ? null : { html, styles };
}

/**
 * The signed-out first screen of a public page, or null: a page of a signed-in area, a
 * page either build did not prerender (one that needs a token or a read), or a build
 * without prerendered pages all get the plain page.
 */
export async function prerenderedPage(
  pathname: string,
  config: StaticHostSettings,
  template: string,
): Promise<PrerenderedPage | null> {
  const { shellDir, remoteDirs, remoteEntries } = config;
  const area = areaForPath(pathname);
  if (!area || area.role !== null) return null;
  // A remote deployed elsewhere (REMOTE_*_URL) may be another build than the one on this
  // disk: its markup could differ from what its scripts then show.
  if (!remoteEntries[area.remote].startsWith(`/remotes/${area.remote}/`)) return null;
  const [frame, page] = await Promise.all([
    prerenderedOf(shellDir, pathname),
    prerenderedOf(remoteDirs[area.remote], pathname),
  ]);
  if (!frame || !page) return null;
  return composePage(config, template, area.remote, frame.html, page);
}

/**
 * A first screen put together: the shell's frame with the area's markup in its slot, and
 * the stylesheets both need, inline where they fit (prerenderedPage, signedInPage). Null
 * when the frame has no slot.
 */
export async function composePage(
  { shellDir, remoteDirs }: StaticHostSettings,
  template: string,
  remote: RemoteName,
  frame: string,
  page: { html: string; styles: string[] },
): Promise<PrerenderedPage | null> {
  if (!frame.includes(PAGE_SLOT)) return null;
  const remoteDir = remoteDirs[remote];
  const shellLinks = shellLinksOf(template);
  const read = (file: string) => readFile(file, 'utf8').catch(() => null);
  const [shellTexts, texts] = await Promise.all([
    Promise.all(shellLinks.map(({ file }) => read(path.join(shellDir, file)))),
    Promise.all(page.styles.map((file) => read(path.join(remoteDir, file)))),
  ]);
  // The shell's first (its frame is most of the first screen), then the area's if they fit
  // beside it; each group all inline or none. An inline stylesheet stands where its link
  // would, so the cascade keeps its order either way.
  const shellInline = inlinable(shellTexts, 0);
  const shellBytes = shellInline ? bytesOf(shellTexts) : 0;
  const areaInline = inlinable(texts, shellBytes);
  return {
    markup: frame.replace(PAGE_SLOT, () => page.html),
    shellStylesheets: shellLinks.map(({ link, file }, index) => ({
      link,
      href: `/${file}`,
      css: shellInline ? (shellTexts[index] ?? null) : null,
    })),
    stylesheets: page.styles.map((file, index) => ({
      href: `/remotes/${remote}/${file}`,
      css: areaInline ? (texts[index] ?? null) : null,
    })),
  };
}

const bytesOf = (texts: (string | null)[]) =>
  texts.reduce((sum, text) => sum + Buffer.byteLength(text ?? ''), 0);

/** Whether these stylesheets can all come inside the page beside `alreadyInline` bytes of others. */
function inlinable(texts: (string | null)[], alreadyInline: number): texts is string[] {
  return (
    texts.every((text) => text !== null && !/<\/style/i.test(text)) &&
    alreadyInline + bytesOf(texts) <= INLINE_STYLES_LIMIT
  );
}

/**
 * The shell's #root, up to the element after it; what the template has in it is the first
 * frame. The build minifies the page (html-webpack-plugin): its attributes lose their quotes.
 */
const ROOT_ELEMENT = /<div id="?root"?>[\s\S]*?<\/div>(?=\s*<div id="?modal-root"?>)/;

/**
 * The page with the prerendered first screen in its #root, in place of the template's
 * first frame (marked data-prerendered, for the shell to take over: bootstrap.tsx), the
 * shell's own stylesheets inline in their links' place when their text came along, and
 * the area's at the end of the head, after the shell's as the area would add them: inline
 * where their text came along (named by `data-href`, where webpack's CSS
 * loader looks for a chunk's stylesheet before fetching it), linked otherwise. The caller
 * allows the inline ones in the CSP by their hashes (pageStyles.ts). A template without
 * the expected #root is left as it is.
 */
export function placePrerendered(
  page: string,
  { markup, shellStylesheets, stylesheets }: PrerenderedPage,
): string {
  if (!ROOT_ELEMENT.test(page)) return page;
  let withMarkup = page.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="">${markup}</div>`);
  // The shell's own stylesheets, inline where their links were (the same place in the cascade).
  for (const { link, href, css } of shellStylesheets) {
    if (css !== null)
      withMarkup = withMarkup.replace(link, () => `<style data-href="${href}">${css}</style>`);
  }
  const end = withMarkup.indexOf('</head>');
  if (end === -1) return withMarkup;
  // File names are checked against CSS_FILE, so none needs escaping here.
  const links = stylesheets
    .map(({ href, css }) =>
      css === null ? `<link rel="stylesheet" href="${href}" />` : `<style data-href="${href}">${css}</style>`,
    )
    .join('\n    ');
  return `${withMarkup.slice(0, end)}  ${links}\n  ${withMarkup.slice(end)}`;
}
