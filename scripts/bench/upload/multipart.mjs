// A multipart/form-data body with one file, byte for byte as a browser's FormData sends it.
import { randomBytes } from 'node:crypto';

/**
 * @param {string} field
 * @param {string} fileName
 * @param {Buffer} content
 */
export function multipartFile(field, fileName, content) {
  const boundary = `----portal-bench-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid PDF of exactly `bytes` bytes: header, one long comment, end marker. */
export function pdfOfSize(bytes) {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 'x'), tail]);
}
