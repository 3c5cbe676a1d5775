import { UPLOAD_MESSAGES } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_AN_OBJECT, registerErrorHandler } from '../http';
import { UPLOAD_REFUSALS } from './messages';
import { acceptJsonOrUploads, MAX_FORM_TEXT_FIELDS, readJsonOrForm } from './receiveForm';
import { NOT_A_PDF, PDF, pdfOfSize } from './testing/fixtures';
import { multipartBody } from './testing/multipartBody';

const NOT_JSON_OR_FORM = 'Send this form as JSON or as multipart/form-data.';

/** A bare Fastify with the API's error handler and one JSON-or-form route, as the payment routes scope it. */
async function formServer(tmpDir: string) {
  const app = Fastify({ bodyLimit: 16 * 1024, logger: false });
  registerErrorHandler(app);
  const seen: { fields: Record<string, unknown>; file: { name: string; bytes: Buffer } | null }[] = [];
  await app.register(async (scope) => {
    await acceptJsonOrUploads(scope);
    scope.post('/form', async (request) => {
      const form = await readJsonOrForm(request, {
        tmpDir,
        fileField: 'proof',
        notJsonOrForm: NOT_JSON_OR_FORM,
      });
      try {
        seen.push({
          fields: { ...form.fields },
          file: form.file ? { name: form.file.fileName, bytes: readFileSync(form.file.tmpPath) } : null,
        });
        return { success: true, message: 'ok' };
      } finally {
        await form.discard();
      }
    });
  });
  return { app, seen };
}

describe('reading a form that comes as JSON or as multipart with one file', () => {
  let tmpDir: string;
  let app: FastifyInstance;
  let seen: Awaited<ReturnType<typeof formServer>>['seen'];
  beforeEach(async () => {
    tmpDir = mkdtempSync(path.join(tmpdir(), 'portal-form-test-'));
    ({ app, seen } = await formServer(tmpDir));
  });
  afterEach(async () => {
    await app.close();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  const post = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/form', ...body });
  const refusalOf = (status: number, message: string, code: string, field?: string) => ({
    status,
    body: { success: false, message, code, ...(field ? { errors: { [field]: [message] } } : {}) },
  });
  const answer = async (response: Awaited<ReturnType<typeof post>>) => ({
    status: response.statusCode,
    body: response.json<unknown>(),
  });

  it('takes the text fields and the one file of a form in one pass, leaving no temporary file', async () => {
    const response = await post(
      multipartBody([
        { field: 'reference', value: 'GTB-2291' },
        { field: 'proof', fileName: 'transfer.pdf', content: PDF },
        { field: 'note', value: 'Paid from the Ikeja account' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([
      {
        fields: { reference: 'GTB-2291', note: 'Paid from the Ikeja account' },
        file: { name: 'transfer.pdf', bytes: PDF },
      },
    ]);
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it('takes JSON as the fields with no file, and refuses JSON that is not an object', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await post({ payload: '{"reference":"GTB-2291"}', headers: json })).statusCode).toBe(200);
    expect(seen).toEqual([{ fields: { reference: 'GTB-2291' }, file: null }]);
    expect(await answer(await post({ payload: '["GTB-2291"]', headers: json }))).toEqual(
      refusalOf(400, NOT_AN_OBJECT, ERROR_CODES.validation),
    );
  });

  it("refuses any other body with 415 in the route's words", async () => {
    const response = await post({ payload: 'reference=GTB-2291', headers: { 'content-type': 'text/plain' } });
    expect(await answer(response)).toEqual(
      refusalOf(415, NOT_JSON_OR_FORM, ERROR_CODES.unsupportedMediaType),
    );
  });

  it('refuses a text field sent twice or longer than 1 KiB (400 naming it), and more text fields than a form has', async () => {
    const twice = await post(
      multipartBody([
        { field: 'reference', value: 'one' },
        { field: 'reference', value: 'two' },
      ]),
    );
    expect(await answer(twice)).toEqual(
      refusalOf(400, UPLOAD_REFUSALS.repeatedField, ERROR_CODES.validation, 'reference'),
    );
    const long = await post(multipartBody([{ field: 'reference', value: 'x'.repeat(1025) }]));
    expect(await answer(long)).toEqual(
      refusalOf(400, UPLOAD_REFUSALS.fieldTooLong, ERROR_CODES.validation, 'reference'),
    );
    const many = await post(
      multipartBody(
        Array.from({ length: MAX_FORM_TEXT_FIELDS + 1 }, (_, index) => ({ field: `f${index}`, value: 'x' })),
      ),
    );
    expect(await answer(many)).toEqual(refusalOf(400, UPLOAD_MESSAGES.unknownField, ERROR_CODES.validation));
    expect(seen).toEqual([]);
  });

  it('refuses a file of another field, of the wrong type or over 5 MB, keeping nothing', async () => {
    const other = await post(multipartBody([{ field: 'invoice', fileName: 'a.pdf', content: PDF }]));
    expect(await answer(other)).toEqual(
      refusalOf(400, UPLOAD_MESSAGES.unknownField, ERROR_CODES.validation, 'invoice'),
    );
    const wrongType = await post(multipartBody([{ field: 'proof', fileName: 'a.pdf', content: NOT_A_PDF }]));
    expect(await answer(wrongType)).toEqual(
      refusalOf(415, UPLOAD_MESSAGES.wrongType, ERROR_CODES.unsupportedFileType, 'proof'),
    );
    const large = await post(
      multipartBody([{ field: 'proof', fileName: 'a.pdf', content: pdfOfSize(5 * 1024 * 1024 + 1) }]),
    );
    expect(await answer(large)).toEqual(
      refusalOf(413, UPLOAD_MESSAGES.tooLarge, ERROR_CODES.fileTooLarge, 'proof'),
    );
    expect(seen).toEqual([]);
    expect(readdirSync(tmpDir)).toEqual([]);
  });
});
