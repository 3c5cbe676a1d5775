import { ApiClient } from './apiClient';
import { SessionStore } from './sessionStore';
import { fakeXhrFactory } from './testing/fakeXhr';

// The XHR sender as a chunk that cannot be downloaded (a deploy replaced it).
jest.mock('./xhrSend', () => {
  throw new Error('Loading chunk 236 failed');
});

describe('an upload with progress whose sender cannot be loaded', () => {
  it('still goes, by fetch, without progress', async () => {
    const fetchMock = jest.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Stored' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const client = new ApiClient({
      baseUrl: '/api',
      store: new SessionStore(),
      fetch: fetchMock,
      createXhr: fakeXhrFactory([]).createXhr,
      onUnauthorized: jest.fn(),
    });
    const progress = jest.fn();
    const result = await client.upload('/documents', new FormData(), {}, progress);
    expect(result).toMatchObject({ ok: true, status: 201, body: { message: 'Stored' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(progress).not.toHaveBeenCalled();
  });
});
