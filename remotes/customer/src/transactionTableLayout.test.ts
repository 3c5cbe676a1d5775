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

  it('inside a card on a phone, draws no second frame around the rows, so labels and badges do not touch one (shots8)', () => {
    expect(css).toMatch(
      /\n {2}\.card \.table-wrap:has\(\.transactions-table\)\s*\{[^}]*border:\s*0;[^}]*box-shadow:\s*none;/,
    );
  });

  it('gives the labels in a card the same column as the history, so "Transaction ID" does not wrap there only', () => {
    expect(css).not.toMatch(/\.card \.transactions-table td\[data-label\]\s*\{[^}]*grid-template-columns/);
  });
});
