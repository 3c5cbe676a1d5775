import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL's `COPY … (FORMAT csv)` ends every record with a bare LF (on every
 * platform, and no option changes it); the statements end them with CRLF as RFC 4180
 * and every spreadsheet write them. This turns each record's LF into CRLF and leaves
 * a line break inside a quoted cell as it is: outside quotes an LF ends a record,
 * inside it is text, and a doubled quote `""` leaves and re-enters the quotes, so the
 * state is one bit carried from chunk to chunk. One pass over the bytes and one copy.
 */
export class CrlfRecords extends Transform {
  private quoted = false;
  private readonly ends: number[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const ends = this.ends;
    ends.length = 0;
    let quoted = this.quoted;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) ends.push(index);
    }
    this.quoted = quoted;
    if (ends.length === 0) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      at += chunk.copy(out, at, from, end);
      at += CRLF.copy(out, at);
      from = end + 1;
    }
    chunk.copy(out, at, from);
    done(null, out);
  }
}
