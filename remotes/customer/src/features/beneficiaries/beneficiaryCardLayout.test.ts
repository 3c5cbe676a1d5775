import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'beneficiaries.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const rule = (selector: string) =>
  new RegExp(`(?:^|\\})\\s*${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';

describe('a beneficiary card (shots8)', () => {
  it('is at least 22rem wide, room for "Ask the vendor", "Edit" and "Archive" on one row', () => {
    expect(rule('.beneficiary-list')).toMatch(
      /grid-template-columns:\s*repeat\(auto-fill, minmax\(min\(100%, 22rem\), 1fr\)\);/,
    );
  });

  it('keeps its actions at its foot, so the cards of a row line them up', () => {
    expect(rule('.beneficiary-card')).toMatch(/flex-direction:\s*column;/);
    expect(rule('.beneficiary-actions')).toMatch(/margin-top:\s*auto;/);
  });
});
