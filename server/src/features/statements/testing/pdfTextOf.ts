import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Every byte a stream (or a buffer) gives. */
export async function bytesOf(source: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const EXTRACT = path.join(__dirname, 'extractPdfText.mjs');

/** The text pdf-parse extracts from a PDF, as a customer's tools would see it. */
export async function pdfTextOf(pdf: Readable | Buffer): Promise<string> {
  const bytes = await bytesOf(pdf);
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [EXTRACT],
      { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024, timeout: 20_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(bytes);
  });
}
