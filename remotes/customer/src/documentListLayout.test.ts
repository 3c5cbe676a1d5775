import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'customer.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The body of the phone-width block that holds `.document-row`. */
const phoneBlock = /@media \(max-width: 600px\) \{\s*\.document-row \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';

describe('Your documents on a phone (shots8)', () => {
  it('gives the name, file and date the whole width of the row', () => {
    expect(phoneBlock).toMatch(/\.document-row > \.document-details\s*\{\s*grid-column:\s*1 \/ -1;/);
  });

  it('puts the badge and View side by side under them (two columns: badge, then View)', () => {
    expect(phoneBlock).toMatch(/^\s*grid-template-columns:\s*auto minmax\(0, 1fr\);/);
    expect(phoneBlock).not.toMatch(/\.document-row > :last-child\s*\{[^}]*grid-column/);
  });
});
