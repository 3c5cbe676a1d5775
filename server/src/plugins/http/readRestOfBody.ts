import type { Readable } from 'node:stream';

/** How much of a refused body the server reads, and for how long, before it answers. */
export const REFUSED_BODY_READ = { maxBytes: 8 * 1024 * 1024, maxMs: 5_000 };

/**
 * Reads and discards what is left of a request body the server has refused (413) before
 * the answer goes out. The client is still sending; a server that answers and closes at
 * once makes its own TCP stack reset the connection under the client, which then often
 * loses the answer (RFC 9112 §9.6, the "lingering close" nginx and Apache do). Bounded
 * in bytes and time, so a client cannot hold the connection open by sending forever:
 * past either bound the answer goes out all the same.
 */
export function readRestOfBody(
  raw: Readable & { complete: boolean },
  { maxBytes, maxMs } = REFUSED_BODY_READ,
): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    raw.on('data', onData);
    raw.on('end', done);
    raw.on('error', done);
    raw.on('close', done);
    raw.resume();
  });
}
