import { UPLOAD_MESSAGES } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerErrorHandler } from '../http';
import { acceptUploads } from './acceptUploads';
import { UPLOAD_REFUSALS } from './messages';
import { receiveFiles, type ReceivedFile } from './receiveFiles';
import { JPEG, NOT_A_PDF, PDF, PNG, pdfOfSize } from './testing/fixtures';
import { multipartBody } from './testing/multipartBody';

const MAX_BYTES = 4096;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Seen {
  files: (Omit<ReceivedFile<string>, 'tmpPath'> & { bytes: Buffer })[];
  tmpLeftBeforeDiscard: number;
}

/** A bare Fastify with the API's error handler and one upload route, as the API scopes it. */
async function uploadServer(tmpDir: string) {
  const app = Fastify({ bodyLimit: 16 * 1024, logger: false });
  registerErrorHandler(app);
  const seen: Seen[] = [];
  await app.register(async (scope) => {
    await acceptUploads(scope);
    scope.post('/upload', async (request) => {
      const upload = await receiveFiles(request, {
        fields: { passport: 'passport', photos: 'photo' },
        multiple: ['photos'],
        maxFileBytes: MAX_BYTES,
        maxFiles: 3,
        tmpDir,
      });
      try {
        seen.push({
          files: upload.files.map(({ tmpPath, ...file }) => ({ ...file, bytes: readFileSync(tmpPath) })),
          tmpLeftBeforeDiscard: readdirSync(tmpDir).length,
        });
        return { success: true, message: 'ok' };
      } finally {
        await upload.discard();
      }
    });
  });
  return { app, seen };
}

describe('receiving uploaded files', () => {
  let tmpDir: string;
  let app: FastifyInstance;
  let seen: Seen[];
  beforeEach(async () => {
    tmpDir = mkdtempSync(path.join(tmpdir(), 'portal-uploads-test-'));
    ({ app, seen } = await uploadServer(tmpDir));
  });
  afterEach(async () => {
    await app.close();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  const post = (body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/upload', ...body });
  const leftovers = () => readdirSync(tmpDir);

  it('takes a PDF, a PNG and a JPEG by their bytes, with size, SHA-256 and a safe name', async () => {
    const response = await post(
      multipartBody([
        {
          field: 'passport',
          fileName: '../../etc/pass\u202Eport.pdf',
          contentType: 'text/plain',
          content: PDF,
        },
        { field: 'photos', fileName: 'C:\\Users\\ada\\front.png', content: PNG },
        { field: 'photos', fileName: 'back.jpeg', contentType: 'image/jpeg', content: JPEG },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.files).toEqual([
      {
        field: 'passport',
        what: 'passport',
        fileName: 'passport.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        sha256: sha256(PDF),
        bytes: PDF,
      },
      expect.objectContaining({ what: 'photo', fileName: 'front.png', contentType: 'image/png', bytes: PNG }),
      expect.objectContaining({
        what: 'photo',
        fileName: 'back.jpeg',
        contentType: 'image/jpeg',
        bytes: JPEG,
      }),
    ]);
    expect(seen[0]?.tmpLeftBeforeDiscard).toBe(3);
    expect(leftovers()).toEqual([]);
  });

  it('takes a file of exactly the limit', async () => {
    const response = await post(
      multipartBody([{ field: 'passport', fileName: 'a.pdf', content: pdfOfSize(MAX_BYTES) }]),
    );
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.files[0]?.sizeBytes).toBe(MAX_BYTES);
  });

  it('skips a file input left empty (no name, no bytes)', async () => {
    const response = await post(
      multipartBody([
        { field: 'passport', fileName: '', content: Buffer.alloc(0) },
        { field: 'photos', fileName: 'p.png', content: PNG },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.files.map((file) => file.field)).toEqual(['photos']);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file whose bytes are not a PDF though named and declared one, keeping nothing', async () => {
    const response = await post(
      multipartBody([
        { field: 'photos', fileName: 'fine.png', content: PNG },
        { field: 'passport', fileName: 'passport.pdf', contentType: 'application/pdf', content: NOT_A_PDF },
      ]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: UPLOAD_MESSAGES.wrongType,
      code: ERROR_CODES.unsupportedFileType,
      errors: { passport: [UPLOAD_MESSAGES.wrongType] },
    });
    expect(seen).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an empty file that has a name', async () => {
    const response = await post(
      multipartBody([{ field: 'passport', fileName: 'empty.pdf', content: Buffer.alloc(0) }]),
    );
    expect(response.statusCode).toBe(415);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file one byte over the limit while it streams, keeping nothing', async () => {
    const response = await post(
      multipartBody([
        { field: 'photos', fileName: 'fine.png', content: PNG },
        { field: 'passport', fileName: 'big.pdf', content: pdfOfSize(MAX_BYTES + 1) },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: UPLOAD_MESSAGES.tooLarge,
      code: ERROR_CODES.fileTooLarge,
      errors: { passport: [UPLOAD_MESSAGES.tooLarge] },
    });
    expect(seen).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a field the form does not have, file or text', async () => {
    for (const part of [
      { field: 'selfie', fileName: 'me.png', content: PNG },
      { field: 'note', value: 'hello' },
      { field: '__proto__', fileName: 'x.png', content: PNG },
    ]) {
      const response = await post(
        multipartBody([{ field: 'photos', fileName: 'p.png', content: PNG }, part]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: UPLOAD_MESSAGES.unknownField,
        code: ERROR_CODES.validation,
      });
    }
    expect(seen).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses two files for a single-file field', async () => {
    const response = await post(
      multipartBody([
        { field: 'passport', fileName: 'a.pdf', content: PDF },
        { field: 'passport', fileName: 'b.pdf', content: PDF },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { passport: [UPLOAD_REFUSALS.oneFileOnly] } });
    expect(leftovers()).toEqual([]);
  });

  it('refuses more files than allowed', async () => {
    const photo = { field: 'photos', fileName: 'p.png', content: PNG };
    const response = await post(multipartBody([photo, photo, photo, photo]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooManyFiles });
    expect(seen).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('answers a body cut short with 400 and keeps nothing', async () => {
    const { payload, headers } = multipartBody([
      { field: 'photos', fileName: 'p.png', content: PNG },
      { field: 'passport', fileName: 'a.pdf', content: pdfOfSize(3000) },
    ]);
    const response = await post({ payload: payload.subarray(0, payload.length - 1500), headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: UPLOAD_REFUSALS.incomplete,
      code: ERROR_CODES.badRequest,
    });
    expect(leftovers()).toEqual([]);
  });

  it('answers a multipart type without a boundary with 400', async () => {
    const response = await post({ payload: PDF, headers: { 'content-type': 'multipart/form-data' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.badRequest });
  });

  it.each([
    ['JSON', 'application/json', '{"passport":"x"}'],
    ['plain text', 'text/plain', 'hello'],
    ['a form post', 'application/x-www-form-urlencoded', 'passport=x'],
    ['a PDF as the body', 'application/pdf', PDF.toString('latin1')],
  ])('answers %s with 415 in the error shape', async (_name, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: UPLOAD_REFUSALS.notMultipart,
      code: ERROR_CODES.unsupportedMediaType,
    });
  });

  it('answers an upload with no files at all with an empty list', async () => {
    const response = await post(multipartBody([]));
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.files).toEqual([]);
  });

  it('answers 413 to a real client still sending a large file, without reading the rest', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const body = multipartBody([
      { field: 'passport', fileName: 'huge.pdf', content: pdfOfSize(20 * 1024 * 1024) },
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ code: ERROR_CODES.fileTooLarge });
    expect(leftovers()).toEqual([]);
  });

  it('deletes the temporary file of a client that hangs up in the middle of a file', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { payload, headers } = multipartBody([
      { field: 'passport', fileName: 'a.pdf', content: pdfOfSize(MAX_BYTES) },
    ]);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 2000));
    // The server has the first bytes of the file on disk, then the client is gone.
    const deadline = Date.now() + 5000;
    while (leftovers().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(leftovers()).toHaveLength(1);
    socket.destroy();
    while (leftovers().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(leftovers()).toEqual([]);
    expect(seen).toEqual([]);
  });
});
