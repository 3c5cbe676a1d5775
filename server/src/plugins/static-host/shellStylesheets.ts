import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Up to this much of the shell's own stylesheet text comes inside a prerendered page
 * (its main stylesheet is about 15 KB, 4 KB gzip): more than that and the page would grow
 * by more than the round trip it saves on a slow link.
 */
export const SHELL_INLINE_STYLES_LIMIT = 24 * 1024;

const LINK_ELEMENT = /<link\b[^>]*>/gi;
/** A stylesheet at the root of the shell's build, as html-webpack-plugin links it. */
const SHELL_CSS_HREF = /^\/([\w.-]+\.css)$/;

/** An attribute's value in one start tag, quoted or not (the build minifies the page). */
function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** The shell's stylesheet file a `<link>` loads, or null for any other link. */
function shellStylesheetOf(tag: string): string | null {
  if (attributeOf(tag, 'rel')?.toLowerCase() !== 'stylesheet' || attributeOf(tag, 'media') !== null)
    return null;
  return SHELL_CSS_HREF.exec(attributeOf(tag, 'href') ?? '')?.[1] ?? null;
}

/**
 * A prerendered page (D41) with the shell's own stylesheets inside it instead of linked:
 * `<style data-href="/main.<hash>.css">` in the link's place, so the cascade keeps its
 * order. With no stylesheet left to wait for, the browser paints the page's markup as
 * soon as the HTML is in: one round trip sooner on a slow link, and, measured in
 * Lighthouse's unthrottled trace, no longer after main.js has run. A linked stylesheet
 * held the first paint until it arrived, and when it did the deferred main.js (which
 * waits for it) ran first, so Lighthouse's simulation counted main.js's download and run
 * into the page's largest paint (docs/decisions.md "## lcp"). The caller allows the
 * inline styles in the CSP by their hashes (pageStyles.ts). All or none, as for the
 * area's stylesheets; a file that is missing, too large or could end the element keeps
 * its link.
 */
export async function inlineShellStylesheets(page: string, shellDir: string): Promise<string> {
  const links = [...page.matchAll(LINK_ELEMENT)]
    .map(([tag]) => ({ tag, file: shellStylesheetOf(tag) }))
    .filter((link): link is { tag: string; file: string } => link.file !== null);
  if (links.length === 0) return page;
  const texts = await Promise.all(
    links.map(({ file }) => readFile(path.join(shellDir, file), 'utf8').catch(() => null)),
  );
  const inline =
    texts.every((text): text is string => text !== null && !/<\/style/i.test(text)) &&
    texts.reduce((sum, text) => sum + Buffer.byteLength(text ?? ''), 0) <= SHELL_INLINE_STYLES_LIMIT;
  if (!inline) return page;
  return links.reduce(
    (html, { tag, file }, index) =>
      html.replace(tag, () => `<style data-href="/${file}">${texts[index]}</style>`),
    page,
  );
}
