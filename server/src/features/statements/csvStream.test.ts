import { streamCsv, type CsvColumn } from './csvStream';
import { parseCsv } from './testing/parseCsv';
import { bytesOf } from './testing/pdfTextOf';

interface Line {
  name: string;
  amount: string;
  paidAt: string | null;
}

const COLUMNS: CsvColumn<Line>[] = [
  { header: 'Recipient', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount, numeric: true },
  { header: 'Paid at', value: (row) => row.paidAt },
];

async function* rowsOf<Row>(rows: Iterable<Row>): AsyncGenerator<Row> {
  for (const row of rows) yield row;
}

const csvText = async (rows: Iterable<Line>) =>
  (await bytesOf(streamCsv(rowsOf(rows), COLUMNS))).toString('utf8');

describe('a statement streamed as CSV', () => {
  it('starts with the header, quotes every text cell, and writes amounts bare and missing values empty', async () => {
    const text = await csvText([
      { name: 'Acme GmbH', amount: '1250.50', paidAt: '2026-11-22T08:45:00.000Z' },
      { name: 'Vendor', amount: '3.00', paidAt: null },
    ]);
    expect(text).toBe(
      '"Recipient","Amount","Paid at"\r\n' +
        '"Acme GmbH",1250.50,"2026-11-22T08:45:00.000Z"\r\n' +
        '"Vendor",3.00,\r\n',
    );
  });

  it('writes a numeric column that is not a plain decimal as neutralised text', async () => {
    const text = await csvText([{ name: 'A', amount: '-2+3', paidAt: null }]);
    expect(text.split('\r\n')[1]).toBe(`"A","'-2+3",`);
  });

  it('keeps a cell with a separator of any locale one cell, and no formula where a reader could split it', async () => {
    const hostile = [
      'Acme;=1+1',
      'Acme,=1+1',
      'Acme|=1+1',
      'Acme\t=1+1',
      'Acme\t\t@SUM(A1)',
      'Acme\n+1+1',
      'Acme\r\n-2+3',
      'Acme; =1+1',
      'Acme;;=1+1',
    ];
    const text = await csvText(hostile.map((name) => ({ name, amount: '1.00', paidAt: null })));
    const lines = parseCsv(text).slice(1);
    // Read as RFC 4180: one cell each, the text as written after the apostrophes.
    expect(lines.map((line) => line.length)).toEqual(hostile.map(() => 3));
    expect(lines.map((line) => line[0])).toEqual([
      "Acme;'=1+1",
      "Acme,'=1+1",
      "Acme|'=1+1",
      "Acme\t'=1+1",
      "Acme\t'\t'@SUM(A1)",
      "Acme\n'+1+1",
      "Acme\r\n'-2+3",
      "Acme;' =1+1",
      "Acme;;'=1+1",
    ]);
    // Read by a reader that splits on any separator and ignores the quotes: no piece
    // starts (after spaces and the quote) with what a spreadsheet would run.
    const pieces = text.split(/[,;|\t\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''));
    expect(pieces.filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
  });

  it('leaves text with no formula unchanged', async () => {
    const plain = ['Smith-Jones GmbH', 'Müller & Co; Hamburg', 'A, B | C', "O'Brien"];
    const text = await csvText(plain.map((name) => ({ name, amount: '1.00', paidAt: null })));
    expect(
      parseCsv(text)
        .slice(1)
        .map((line) => line[0]),
    ).toEqual(plain);
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const text = await csvText(hostile.map((name) => ({ name, amount: '1.00', paidAt: null })));
    const records = parseCsv(text);
    expect(records.slice(1).map((record) => record[0])).toEqual(hostile.map((cell) => `'${cell}`));
  });

  it('quotes commas, quotes and line breaks so a cell stays one cell', async () => {
    const text = await csvText([{ name: 'A, "B"\nC', amount: '2.00', paidAt: '2026-11-22T08:45:00.000Z' }]);
    expect(parseCsv(text)).toEqual([
      ['Recipient', 'Amount', 'Paid at'],
      ['A, "B"\nC', '2.00', '2026-11-22T08:45:00.000Z'],
    ]);
  });

  it('streams many rows as they come, with the header only once', async () => {
    async function* many() {
      for (let index = 0; index < 50_000; index += 1) {
        yield { name: `Vendor ${index}`, amount: `${index}.00`, paidAt: null };
      }
    }
    const stream = streamCsv(many(), COLUMNS);
    let lines = 0;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks += 1;
      lines += String(chunk).split('\r\n').length - 1;
    }
    expect(lines).toBe(50_001);
    // Sent in pieces as it is written, not as one string at the end.
    expect(chunks).toBeGreaterThan(10);
  });

  it('ends with an error, not a complete-looking file, when reading the rows fails', async () => {
    async function* failing() {
      yield { name: 'first', amount: '1.00', paidAt: null };
      throw new Error('connection lost');
    }
    await expect(bytesOf(streamCsv(failing(), COLUMNS))).rejects.toThrow('connection lost');
  });
});
