import { Readable } from 'node:stream';
import type { Connection, Submittable } from 'pg';

/** Backend message codes (PostgreSQL protocol 3) this reader meets during COPY OUT. */
const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'
const COPY_OUT_RESPONSE = 0x48; // 'H'
const ERROR_RESPONSE = 0x45; // 'E'
/** Messages the server may send at any time, between the rows. */
const ASYNCHRONOUS = new Set([
  0x53 /* 'S' ParameterStatus */, 0x4e /* 'N' Notice */, 0x41 /* 'A' Notification */,
]);
const HEADER = 5;
/**
 * Rows are passed on in chunks of at least FLUSH_AT bytes (the last one smaller). PostgreSQL
 * sends a COPY in pieces of 8 KB and the socket hands over what has arrived, often one piece
 * when the database is the slower side; each chunk costs the same again downstream (the
 * stream, an HTTP chunk, a write to the socket, the downloader's read), so 8 KB pieces cost
 * several times what 64 KB ones do for the same bytes.
 */
const OUT_CHUNK = 96 * 1024;
const FLUSH_AT = 64 * 1024;
const CR = 0x0d;
const LF = 0x0a;

/** What pg's Client calls on the query it runs, beyond Submittable's submit. */
interface ActiveQuery extends Submittable {
  callback?: (error?: Error | null) => void;
  handleError(error: Error): void;
  handleCommandComplete(message: { text?: string }): void;
  handleReadyForQuery(): void;
}

/**
 * `COPY … TO STDOUT` read straight off the connection's socket, each row ended with CRLF
 * (issue 34). PostgreSQL sends the rows of a COPY OUT as CopyData messages, "always one per
 * row" (protocol docs, Copy-out mode), each ending with the record's LF; so the CRLF is
 * written by replacing the last byte of each message, with no scan of the bytes and no
 * state about quotes. pg-copy-streams (whose way of taking the socket from pg this follows:
 * the data listener taken off, the socket read until CopyDone, the rest handed back to pg)
 * merges the messages' contents before a reader sees them, so the row ends are lost and the
 * bytes had to be scanned again (a pass over every byte, 0.2–0.6 s of 20 MB on a loaded machine).
 *
 * The output is never longer than the input (each row loses its 5-byte header and gains one
 * byte); it is gathered into chunks of at least FLUSH_AT bytes before it is pushed. An ErrorResponse is handed to pg, which
 * reports it through handleError: the stream is destroyed, so the download ends short.
 */
export class CopyCrlfRows extends Readable implements ActiveQuery {
  callback?: (error?: Error | null) => void;
  rowCount = 0;
  private connection: Connection | null = null;
  private pgDataHandler: ((chunk: Buffer) => void) | null = null;
  /** The start of a message the socket has not delivered whole yet. */
  private partial: Buffer | null = null;
  /** The rows gathered for the next chunk out, and how many bytes of it are written. */
  private out: Buffer | null = null;
  private written = 0;
  private wanted = false;
  private forwarding = false;
  private finished = false;
  private readonly onReadable = () => this.forward();

  constructor(private readonly text: string) {
    super();
  }

  submit(connection: Connection): void {
    this.connection = connection;
    const socket = connection.stream;
    const listeners = socket.listeners('data') as ((chunk: Buffer) => void)[];
    const handler = listeners[0];
    if (listeners.length !== 1 || !handler) {
      throw new Error(`pg's socket has ${listeners.length} data listeners, not 1`);
    }
    this.pgDataHandler = handler;
    socket.removeListener('data', handler);
    socket.pause();
    this.forward();
    socket.on('readable', this.onReadable);
    connection.query(this.text);
  }

  override _read(): void {
    this.wanted = true;
    this.forward();
  }

  private forward(): void {
    if (this.forwarding || !this.wanted || !this.connection || this.finished) return;
    this.forwarding = true;
    const socket = this.connection.stream;
    let chunk: Buffer | null;
    while (this.wanted && !this.finished && (chunk = socket.read() as Buffer | null) !== null) {
      this.wanted = this.parse(chunk);
    }
    this.forwarding = false;
  }

  /** Pushes the rows of whole messages in the chunk; false when the reader wants no more now. */
  private parse(received: Buffer): boolean {
    // The output is never longer than the input, so the bytes fit in what is left or in a new buffer.
    const incoming = (this.partial?.length ?? 0) + received.length;
    let more = true;
    if (!this.out || this.out.length - this.written < incoming) {
      more = this.flush();
      this.out = Buffer.allocUnsafe(Math.max(OUT_CHUNK, incoming));
    }
    let from = 0;
    // A message begun in an earlier chunk is completed from this one's first bytes only,
    // not by copying the whole chunk after it (that was a second copy of almost every byte).
    while (this.partial && from < received.length) {
      const partial = this.partial;
      const wanted = partial.length < HEADER ? HEADER : 1 + partial.readUInt32BE(1);
      const taken = Math.min(wanted - partial.length, received.length - from);
      const head = Buffer.concat([partial, received.subarray(from, from + taken)]);
      from += taken;
      this.partial = head;
      if (head.length < HEADER || head.length < 1 + head.readUInt32BE(1)) continue;
      this.partial = null;
      const step = this.scan(head);
      if (step.done) return this.end(step, Buffer.concat([head.subarray(step.at), received.subarray(from)]));
    }
    if (from === received.length) return (this.written >= FLUSH_AT ? this.flush() : true) && more;
    const step = this.scan(received, from);
    const rest = received.subarray(step.at);
    if (step.done) return this.end(step, rest);
    this.partial = rest.length > 0 ? rest : null;
    return (this.written >= FLUSH_AT ? this.flush() : true) && more;
  }

  /** Writes the rows of the whole messages in chunk from `at`; where it stopped, and whether the COPY is over. */
  private scan(chunk: Buffer, start = 0): { at: number; done: boolean; complete: boolean } {
    const out = this.out as Buffer;
    let written = this.written;
    let at = start;
    let done = false;
    let complete = false;
    while (chunk.length - at >= HEADER) {
      const code = chunk.readUInt8(at);
      if (code === ERROR_RESPONSE) {
        done = true;
        break;
      }
      const end = at + 1 + chunk.readUInt32BE(at + 1);
      if (end > chunk.length) break;
      if (code === COPY_DATA) {
        const last = end - 1;
        if (last >= at + HEADER && chunk[last] === LF) {
          written += chunk.copy(out, written, at + HEADER, last);
          out[written] = CR;
          out[written + 1] = LF;
          written += 2;
        } else {
          written += chunk.copy(out, written, at + HEADER, end);
        }
      } else if (code === COPY_DONE) {
        at = end;
        done = true;
        complete = true;
        break;
      } else if (code !== COPY_OUT_RESPONSE && !ASYNCHRONOUS.has(code)) {
        done = true;
        break;
      }
      at = end;
    }
    this.written = written;
    return { at, done, complete };
  }

  /** The COPY is over (done, or an error from the server): the rows out, the rest to pg. */
  private end(step: { complete: boolean }, rest: Buffer): false {
    this.flush();
    this.detach(rest);
    if (step.complete) this.push(null);
    return false;
  }

  /**
   * Pushes the rows gathered so far as one chunk; the reader's answer (false: wait). The
   * buffer is not written again once pushed, so the next rows go to a new one.
   */
  private flush(): boolean {
    const out = this.out;
    const written = this.written;
    this.out = null;
    this.written = 0;
    return out && written > 0 ? this.push(out.subarray(0, written)) : true;
  }

  /** Gives the socket back to pg with what this reader did not consume (CommandComplete, ReadyForQuery or an error). */
  private detach(rest: Buffer): void {
    this.finished = true;
    const connection = this.connection;
    const handler = this.pgDataHandler;
    if (!connection || !handler) return;
    const socket = connection.stream;
    socket.removeListener('readable', this.onReadable);
    socket.on('data', handler);
    if (rest.length > 0) handler(rest);
    process.nextTick(() => socket.resume());
  }

  handleCommandComplete(message: { text?: string }): void {
    const match = /COPY (\d+)/.exec(message.text ?? '');
    if (match) this.rowCount = Number(match[1]);
  }

  handleReadyForQuery(): void {
    // pg's own queries end here: its read timeout (query_timeout) is cleared by the callback.
    this.callback?.(null);
  }

  handleError(error: Error): void {
    this.finished = true;
    this.callback?.(error);
    this.destroy(error);
  }
}
