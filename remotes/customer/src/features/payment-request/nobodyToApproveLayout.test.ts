import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, '../../customer.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const component = readFileSync(path.join(__dirname, 'NobodyToApprove.tsx'), 'utf8');

describe('"Nobody can approve this request yet" above the timeline (shots8)', () => {
  it('keeps a gap below it, so it does not touch the first timeline row', () => {
    expect(component).toContain('className="nobody-to-approve"');
    expect(css).toMatch(/(?:^|\})\s*\.nobody-to-approve\s*\{[^}]*margin-bottom:\s*var\(--space-4\);/m);
  });
});
