import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'security.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the top-level rule whose selector is exactly `selector`. */
function declarations(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
}

describe('the active sessions list', () => {
  it('takes no top margin of its own, so the section’s stack spaces it from "Active sessions"', () => {
    const list = declarations('.session-list');
    expect(list).toContain('list-style: none');
    // `margin: 0` (or margin-top) overrode the stack's gap: the first row sat tight on the heading.
    expect(list).not.toMatch(/(^|[\s;])margin(-top|-block|-block-start)?\s*:/);
  });
});
