import { Readable } from 'node:stream';
import { readRestOfBody } from './readRestOfBody';

/** A request body that sends `chunks` and then either ends or keeps the line open. */
function body(chunks: Buffer[], { ends }: { ends: boolean }) {
  const stream = Object.assign(new Readable({ read() {} }), { complete: false });
  for (const chunk of chunks) stream.push(chunk);
  if (ends) stream.push(null);
  return stream;
}

describe('reading the rest of a refused body', () => {
  it('reads to the end of a body that ends, then lets the answer go', async () => {
    const stream = body([Buffer.alloc(1000), Buffer.alloc(1000)], { ends: true });
    await readRestOfBody(stream, { maxBytes: 10_000, maxMs: 60_000 });
    expect(stream.readableEnded).toBe(true);
  });

  it('stops reading past its byte bound, so an endless sender cannot hold the answer', async () => {
    const stream = body([Buffer.alloc(600), Buffer.alloc(600)], { ends: false });
    const started = Date.now();
    await readRestOfBody(stream, { maxBytes: 1000, maxMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(stream.readableEnded).toBe(false);
  });

  it('stops waiting past its time bound when the sender goes quiet', async () => {
    const stream = body([Buffer.alloc(10)], { ends: false });
    await readRestOfBody(stream, { maxBytes: 10_000, maxMs: 50 });
    expect(stream.readableEnded).toBe(false);
  });

  it('answers at once when the body was already read', async () => {
    const stream = body([], { ends: false });
    stream.complete = true;
    await readRestOfBody(stream, { maxBytes: 1, maxMs: 60_000 });
    expect(stream.readableEnded).toBe(false);
  });
});
