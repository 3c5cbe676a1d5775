import { createHash } from 'node:crypto';

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/**
 * The CSP source of each inline `<style>` element of a page: `'sha256-<base64>'` of its
 * exact text. The shell's index.html inlines the first frame's styles (so it paints
 * before any stylesheet arrives); allowing exactly those by hash keeps the CSP free of
 * 'unsafe-inline'. Computed from the file as built, so a rebuilt shell is allowed its
 * new styles without a restart.
 */
export function inlineStyleSources(html: string): string[] {
  const sources = [...html.matchAll(STYLE_ELEMENT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [...new Set(sources)];
}

/** `csp` with `sources` added to its style-src directive (nothing else changes). */
export function withStyleSources(csp: string, sources: string[]): string {
  if (sources.length === 0) return csp;
  const directives = csp.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === 'style-src');
  if (index === -1) return csp;
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.join(';');
}

/**
 * Remembers the sources of the last page template it saw: the template is read from
 * disk on each request but changes only when the shell is rebuilt.
 */
export function styleSourcesOfTemplate(): (template: string) => string[] {
  let last: { template: string; sources: string[] } | undefined;
  return (template) => {
    if (last?.template !== template) last = { template, sources: inlineStyleSources(template) };
    return last.sources;
  };
}
