import { readFileSync } from 'node:fs';

/**
 * The declarations of the rule whose selector is exactly `selector` in a stylesheet, inside
 * `media` (its at-rule prelude, e.g. "@media (max-width: 420px)") when given: for a test of a
 * layout rule that jsdom cannot lay out.
 */
export function cssRule(file: string, selector: string, media?: string): Record<string, string> {
  let css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  if (media) {
    const start = css.indexOf(`${media} {`);
    if (start < 0) return {};
    css = css.slice(start + media.length + 2);
  }
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[}{])\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  const declarations: Record<string, string> = {};
  for (const [, name = '', value = ''] of body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) {
    declarations[name] = value.trim();
  }
  return declarations;
}
