import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'customer.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('the payments table’s layout (shots7)', () => {
  it('keeps each column title on one line in the wide table ("Transaction ID" wrapped at 1280 px)', () => {
    expect(css).toMatch(/(?:^|\})\s*\.transactions-table th\s*\{[^}]*white-space:\s*nowrap;/m);
  });

  it('inside a card on a phone, leaves the margin to the card’s padding so a long badge stays off its edge', () => {
    // The rule sits in a phone-width block (its lines are indented under an @media).
    expect(css).toMatch(
      /\n {2}\.card \.transactions-table th,\s*\.card \.transactions-table td,\s*\.card \.transactions-table td\.num\s*\{\s*padding-inline:\s*0;/,
    );
  });
});
