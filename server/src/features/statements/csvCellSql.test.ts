import { neutraliseCsvCell } from '@portal/contracts/paymentJourney';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../../testing';
import { neutralisedSql, sqlLiteral } from './csvCellSql';

/** Where a formula could start, and the cases where the two regex engines could differ. */
const CELLS = [
  '=1+1',
  '+1',
  '-2+3',
  '@SUM(A1)',
  '\tcmd',
  '\rcmd',
  '\t=x',
  '=\t=',
  ';=;=',
  'Acme;=1+1',
  'Acme\t\t@SUM(A1)',
  'Acme\r\n-2+3',
  'a\u2028=b\u2029+c',
  '\u00a0 -x',
  ' =1',
  'x,,=1',
  '\n\n=',
  '-',
  'Müller & Co; Hamburg',
  'back\\slash;=\\1',
  "O'Brien;'=x",
  // A formula's character without a separator: only the start can make it a formula.
  'PAY-1042',
  'data-customer-1@bench.test',
  '\u00a0=x',
  '  @x-y',
  // A separator and a formula's character that does not follow it.
  'a-b;c',
  'x; y-z',
  '',
];

// PGlite is PostgreSQL's own engine (regular expressions included), so this runs everywhere.
describe('the CSV cell rule in SQL', () => {
  const database = useTestDatabase('pglite');

  it('neutralises every text exactly as neutraliseCsvCell does', async () => {
    const select = CELLS.map((cell, index) => `${neutralisedSql(sqlLiteral(cell))} as c${index}`).join(', ');
    const result: unknown = await database.db.execute(sql.raw(`select ${select}`));
    const row = (result as { rows: Record<string, string>[] }).rows[0] ?? {};
    expect(CELLS.map((_cell, index) => row[`c${index}`])).toEqual(CELLS.map(neutraliseCsvCell));
  });
});
