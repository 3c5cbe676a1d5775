import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  /** Omitted: a part without a filename parameter. */
  fileName?: string;
  contentType?: string;
  content: Buffer;
}

export interface TextPart {
  field: string;
  value: string;
}

/**
 * A multipart/form-data body built by hand, byte for byte, as a browser sends a
 * FormData: tests can then also send it cut short or otherwise broken.
 */
export function multipartBody(parts: readonly (FilePart | TextPart)[]) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('content' in part) {
      const name = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${name}\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
