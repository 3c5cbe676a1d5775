import { Readable } from 'node:stream';
import { CrlfRecords } from './crlfRecords';
import { bytesOf } from './testing/pdfTextOf';

const throughCrlf = async (pieces: string[]) =>
  (await bytesOf(Readable.from(pieces.map((piece) => Buffer.from(piece))).pipe(new CrlfRecords()))).toString(
    'utf8',
  );

describe('records from COPY made CRLF', () => {
  it('ends each record with CRLF and keeps line breaks inside quoted cells', async () => {
    const copy = '"a","b\nc",1\n"x ""q""\n","",2\n,,3\n';
    expect(await throughCrlf([copy])).toBe('"a","b\nc",1\r\n"x ""q""\n","",2\r\n,,3\r\n');
  });

  it('gives the same bytes however the stream is cut, inside quotes or not', async () => {
    const copy = '"r1 ""quoted""\n line","é ☃ 😀"\n"r2\r\n",\n';
    const whole = await throughCrlf([copy]);
    expect(whole).toBe('"r1 ""quoted""\n line","é ☃ 😀"\r\n"r2\r\n",\r\n');
    const bytes = Buffer.from(copy);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const pieces = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const text = (await bytesOf(Readable.from(pieces).pipe(new CrlfRecords()))).toString('utf8');
      expect(text).toBe(whole);
    }
  });
});
