import * as z from 'zod/mini';
import type { ApiResult, DownloadResult } from './apiClient';
import { readAnswer, readFile, RequestError, SERVER_MESSAGES } from './serverAnswer';

const countSchema = z.object({ count: z.number() });
const answer = (result: ApiResult<unknown>) => () => Promise.resolve(result);

async function refusalOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RequestError)) throw new Error('expected a RequestError');
  return error;
}

describe('readAnswer', () => {
  it("answers the data of a successful call, checked by the contract's schema", async () => {
    const data = await readAnswer(
      answer({ ok: true, status: 200, body: { success: true, message: 'Done', data: { count: 3 } } }),
      countSchema,
    );
    expect(data).toEqual({ count: 3 });
  });

  it("turns a refusal into a RequestError with the server's message, code and field errors", async () => {
    const error = await refusalOf(
      readAnswer(
        answer({
          ok: false,
          status: 400,
          body: {
            success: false,
            message: 'Check the form',
            code: 'VALIDATION_FAILED',
            errors: { reason: ['Required'] },
          },
        }),
        countSchema,
      ),
    );
    expect(error).toMatchObject({ message: 'Check the form', status: 400, code: 'VALIDATION_FAILED' });
    expect(error.errors).toEqual({ reason: ['Required'] });
  });

  it('says what a bodiless refusal means by its status when the caller knows, else a general failure', async () => {
    const bodiless = answer({ ok: false, status: 413, body: null });
    expect((await refusalOf(readAnswer(bodiless, countSchema, { 413: 'Too large' }))).message).toBe(
      'Too large',
    );
    expect((await refusalOf(readAnswer(bodiless, countSchema))).message).toBe(SERVER_MESSAGES.failed);
  });

  it('refuses an answer of the wrong shape rather than show half-understood data', async () => {
    const error = await refusalOf(
      readAnswer(
        answer({ ok: true, status: 200, body: { success: true, message: 'Done', data: { count: 'three' } } }),
        countSchema,
      ),
    );
    expect(error).toMatchObject({ message: SERVER_MESSAGES.unexpected, status: 200 });
  });

  it('reports an unreachable server with status 0', async () => {
    const error = await refusalOf(
      readAnswer(() => Promise.reject(new TypeError('Failed to fetch')), countSchema),
    );
    expect(error).toMatchObject({ message: SERVER_MESSAGES.unreachable, status: 0 });
  });
});

describe('readFile', () => {
  const client = (result: DownloadResult) => ({ download: () => Promise.resolve(result) });

  it('answers the bytes of a file the caller may open', async () => {
    const blob = new Blob(['%PDF-1.7']);
    await expect(readFile(client({ ok: true, status: 200, blob }), '/documents/1/file')).resolves.toBe(blob);
  });

  it('says a missing file may have been replaced, and any other failure that it could not be opened', async () => {
    const missing = await refusalOf(readFile(client({ ok: false, status: 404, blob: null }), '/x'));
    expect(missing).toMatchObject({ message: SERVER_MESSAGES.fileMissing, status: 404 });
    const failed = await refusalOf(readFile(client({ ok: false, status: 500, blob: null }), '/x'));
    expect(failed).toMatchObject({ message: SERVER_MESSAGES.fileFailed, status: 500 });
  });
});
