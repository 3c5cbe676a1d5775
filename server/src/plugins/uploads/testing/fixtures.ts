/**
 * Small real files of each accepted type, and look-alikes that are not, for the
 * upload tests.
 */

/** A one-page PDF a viewer opens (blank page). */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A 1×1 transparent PNG: signature, IHDR, IDAT, IEND. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG's start (SOI, JFIF APP0) and end (EOI) markers. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** Text that only claims to be a PDF by its name. */
export const NOT_A_PDF = Buffer.from('this is a plain text file, not a PDF\n');

/** A valid PDF of exactly `bytes` bytes: the header, a comment filling the middle, the end marker. */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(bytes - head.length - tail.length, 'x');
  return Buffer.concat([head, filler, tail]);
}
