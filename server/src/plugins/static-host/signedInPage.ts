import { createRequire } from 'node:module';
import path from 'node:path';
import { areaForPath } from '@portal/contracts/areas';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { REMOTE_NAMES } from '@portal/contracts/remote';
import {
  composePage,
  isCssFile,
  isRecord,
  PRERENDER_DIR,
  readPrerenderIndex,
  type PrerenderedPage,
  type StaticHostSettings,
} from './prerenderedPage';

/** What a build's first-screen renderer exports (each app's src/prerender.tsx, D41). */
interface FirstScreenRenderer {
  renderFirstScreen(pathname: string, screen: FirstScreen): Promise<string | null>;
}

/** A build's renderer and the pages it renders, with each page's stylesheets. */
interface BuildRenderer {
  renderer: FirstScreenRenderer;
  pages: Record<string, string[]>;
}

/** Written by webpack.prerender.js beside the build's other prerendered files. */
const FIRST_SCREEN_INDEX = 'first-screen.json';
const RENDERER_FILE = /^first-screen\.[0-9a-f]{16}\.cjs$/;

const requireBuild = createRequire(__filename);

/**
 * Renderers by file. Each file is named by its content, so one is loaded once and a
 * rebuilt app's new renderer (a new name in its index) is loaded on the next request.
 * A file that does not load as a renderer is remembered as such.
 */
const loaded = new Map<string, FirstScreenRenderer | null>();

function load(file: string): FirstScreenRenderer | null {
  if (!loaded.has(file)) {
    let renderer: FirstScreenRenderer | null = null;
    try {
      const exported: unknown = requireBuild(file);
      const render = (exported as Partial<FirstScreenRenderer> | null)?.renderFirstScreen;
      if (typeof render === 'function') renderer = { renderFirstScreen: render };
    } catch {
      renderer = null;
    }
    loaded.set(file, renderer);
  }
  return loaded.get(file) ?? null;
}

/** The first-screen renderer a build in `distDir` wrote, or null when it wrote none. */
async function rendererIn(distDir: string): Promise<BuildRenderer | null> {
  const index = await readPrerenderIndex(distDir, FIRST_SCREEN_INDEX);
  if (!index || typeof index.renderer !== 'string' || !RENDERER_FILE.test(index.renderer)) return null;
  const renderer = load(path.join(distDir, PRERENDER_DIR, index.renderer));
  if (!renderer) return null;
  const pages: Record<string, string[]> = {};
  for (const [page, entry] of Object.entries(isRecord(index.pages) ? index.pages : {})) {
    const styles = isRecord(entry) && Array.isArray(entry.styles) ? entry.styles : null;
    if (styles?.every(isCssFile)) pages[page] = styles;
  }
  return { renderer, pages };
}

/**
 * Loads the builds' renderers ahead of the first signed-in page, which would otherwise wait
 * for them (half a second for an area's bundle and its packages on this project's machine).
 * Only with the shell's renderer there: without it no page is rendered, so a test's bare
 * shell folder loads nothing.
 */
export async function loadRenderers(config: StaticHostSettings): Promise<void> {
  if (!(await rendererIn(config.shellDir))) return;
  for (const name of REMOTE_NAMES) {
    if (config.remoteEntries[name].startsWith(`/remotes/${name}/`)) await rendererIn(config.remoteDirs[name]);
  }
}

/**
 * A signed-in page's first screen rendered on the server from the page's first reads
 * (D41): the shell's frame as the person sees it, with their area's screen in it. Null,
 * and the plain page sent, when the page is not one the area renders (only its landing
 * screens are), the person's role does not enter that area (the shell's guard sends them
 * elsewhere), the remote is served from elsewhere (its build may differ from this disk's),
 * or a renderer is missing, fails or cannot show the screen whole from the reads.
 */
export async function signedInPage(
  pathname: string,
  screen: FirstScreen,
  config: StaticHostSettings,
  template: string,
): Promise<PrerenderedPage | null> {
  const area = areaForPath(pathname);
  if (!area || area.role !== screen.user.role) return null;
  if (!config.remoteEntries[area.remote].startsWith(`/remotes/${area.remote}/`)) return null;
  // The area's index first: most signed-in pages are not landing screens, and for those
  // one small read settles it without the shell's.
  const remote = await rendererIn(config.remoteDirs[area.remote]);
  const styles = remote && Object.hasOwn(remote.pages, pathname) ? remote.pages[pathname] : undefined;
  if (!remote || !styles) return null;
  const shell = await rendererIn(config.shellDir);
  if (!shell) return null;
  const [frame, html] = await Promise.all([
    shell.renderer.renderFirstScreen(pathname, screen),
    remote.renderer.renderFirstScreen(pathname, screen),
  ]);
  if (frame === null || html === null) return null;
  return composePage(config, template, area.remote, frame, { html, styles });
}
