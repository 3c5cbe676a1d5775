import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  const declarations: Record<string, string> = {};
  for (const [, name = '', value = ''] of body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) {
    declarations[name] = value.trim();
  }
  return declarations;
}

describe('a word kept whole (.whole-word, an e-mail address in a sentence)', () => {
  it('is one box that moves to its own line rather than breaking, and breaks only when wider than the line', () => {
    expect(rule('.whole-word')).toEqual({
      display: 'inline-block',
      'max-width': '100%',
      'overflow-wrap': 'anywhere',
    });
  });
});

describe('an identifier kept whole (.identifier, a UETR in a timeline or a card)', () => {
  it('is one box broken only where WholeIdentifiers offers a break (after a hyphen), never at the line edge', () => {
    // line-break: anywhere broke "…2d338256d1c" / "a" at 375 px (shots7).
    expect(rule('.identifier')).toEqual({
      display: 'inline-block',
      'max-width': '100%',
      'overflow-wrap': 'anywhere',
    });
  });
});
