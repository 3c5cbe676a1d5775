/** What a fake XMLHttpRequest was sent, for the test to read. */
export interface SentXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  body: unknown;
}

/** How one fake request ends: an answer after some progress, or a network failure. */
export type XhrOutcome =
  { status: number; body: string; progress?: [loaded: number, total: number][] } | { networkError: true };

type Handler<E> = ((event: E) => void) | null;

/**
 * A stand-in for XMLHttpRequest (jsdom's cannot reach a test's fake server): each
 * request takes the next queued outcome when sent, reports its progress events to
 * `upload.onprogress`, then loads or fails. Only what the ApiClient uses is here.
 */
export function fakeXhrFactory(outcomes: XhrOutcome[]) {
  const sent: SentXhr[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: Handler<ProgressEvent> } = { onprogress: null };
    onload: Handler<ProgressEvent> = null;
    onerror: Handler<ProgressEvent> = null;
    onabort: Handler<ProgressEvent> = null;
    ontimeout: Handler<ProgressEvent> = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string): void {
      this.request = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string): void {
      this.request.headers[name] = value;
    }

    getResponseHeader(name: string): string | null {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }

    send(body: unknown): void {
      sent.push({ ...this.request, withCredentials: this.withCredentials, body });
      const outcome = outcomes.shift();
      // Asynchronous like the real one: the caller has its handlers in place first.
      queueMicrotask(() => {
        if (!outcome || 'networkError' in outcome) {
          this.onerror?.(new ProgressEvent('error'));
          return;
        }
        for (const [loaded, total] of outcome.progress ?? []) {
          this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
        }
        this.status = outcome.status;
        this.responseText = outcome.body;
        this.onload?.(new ProgressEvent('load'));
      });
    }
  }

  return { createXhr: () => new FakeXhr() as unknown as XMLHttpRequest, sent };
}
