import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'vendor-details.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const rule = (selector: string) =>
  new RegExp(`(?:^|\\})\\s*${selector.replace(/[.+*]/g, '\\$&')}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';

describe('"Bank account" on the vendor details page (shots8)', () => {
  it('lines up with the labels under it: no padding of its own', () => {
    expect(rule('.vendor-details-bank legend')).toMatch(/padding:\s*0;/);
  });

  it('leaves no double gap above its note', () => {
    expect(rule('.vendor-details-bank legend + p')).toMatch(/margin-top:\s*0;/);
  });
});
