import type { User } from '@portal/contracts/user';
import { ApiClient } from './apiClient';
import { SessionStore } from './sessionStore';
import { fakeXhrFactory, type XhrOutcome } from './testing/fakeXhr';
import type * as SchemaDownload from './testing/schemaDownload';

jest.mock('./loadAnswerSchemas', () =>
  jest.requireActual<typeof SchemaDownload>('./testing/schemaDownload').failableSchemaLoader(),
);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@acme.ng', role: 'user', approved: true };

const answer = (status: number, body: unknown, progress?: [number, number][]): XhrOutcome => ({
  status,
  body: JSON.stringify(body),
  progress,
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(outcomes: XhrOutcome[], fetched: Response[] = []) {
  const store = new SessionStore();
  const xhr = fakeXhrFactory(outcomes);
  const fetchMock = jest.fn(async () => {
    const next = fetched.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
  const onUnauthorized = jest.fn();
  const client = new ApiClient({
    baseUrl: '/api',
    store,
    fetch: fetchMock,
    createXhr: xhr.createXhr,
    onUnauthorized,
  });
  store.login(ada, 'access-1');
  return { store, client, sent: xhr.sent, fetchMock, onUnauthorized };
}

const form = () => {
  const data = new FormData();
  data.append('bvnFile', new File(['pdf'], 'bvn.pdf', { type: 'application/pdf' }));
  return data;
};

describe('an upload with progress', () => {
  it('reports the share of bytes sent and reads the answer', async () => {
    const { client, sent, fetchMock } = setup([
      answer(201, { success: true, message: 'Uploaded', data: { documents: [] } }, [
        [25, 100],
        [100, 100],
      ]),
    ]);
    const reports: number[] = [];
    const result = await client.upload('/documents', form(), { 'Idempotency-Key': 'k1' }, (fraction) =>
      reports.push(fraction),
    );
    expect(reports).toEqual([0.25, 1]);
    expect(result).toEqual({
      ok: true,
      status: 201,
      body: { success: true, message: 'Uploaded', data: { documents: [] } },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/documents', withCredentials: true });
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(sent[0]!.headers).toMatchObject({ Authorization: 'Bearer access-1', 'Idempotency-Key': 'k1' });
    // The browser writes the multipart Content-Type with its boundary.
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and sends the upload again with the new token', async () => {
    const { client, sent, store, onUnauthorized } = setup(
      [
        answer(401, { success: false, message: 'expired' }),
        answer(201, { success: true, message: 'Uploaded', data: { documents: [] } }, [[10, 10]]),
      ],
      [
        json(200, {
          success: true,
          message: 'ok',
          data: { user: ada, tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
        }),
      ],
    );
    const reports: number[] = [];
    const result = await client.upload('/documents', form(), {}, (fraction) => reports.push(fraction));
    expect(result.status).toBe(201);
    expect(sent.map(({ headers }) => headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(store.getState().token).toBe('access-2');
    expect(reports).toEqual([1]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with a TypeError when the network fails, as fetch does', async () => {
    const { client } = setup([{ networkError: true }]);
    await expect(client.upload('/documents', form(), {}, () => undefined)).rejects.toBeInstanceOf(TypeError);
  });

  it('reads a refusal the same way as a fetch answer', async () => {
    const { client } = setup([answer(413, { success: false, message: 'File too large' })]);
    const result = await client.upload('/documents', form(), {}, () => undefined);
    expect(result).toEqual({ ok: false, status: 413, body: { success: false, message: 'File too large' } });
  });

  it('goes by fetch, with no XMLHttpRequest, when no progress is asked for', async () => {
    const { client, sent, fetchMock } = setup([], [json(201, { success: true, message: 'Uploaded' })]);
    const result = await client.upload('/documents', form());
    expect(result.status).toBe(201);
    expect(sent).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
