/**
 * Stands in for the server behind `fetch`, so the modals run through the real
 * @portal/auth client. Each call takes the next queued reply, in order.
 */
export interface RecordedCall {
  path: string;
  body: unknown;
}

type Reply = () => Promise<Response>;

export interface FakeApi {
  calls: RecordedCall[];
  /** Answers the next call with this status and JSON body (null: no body at all). */
  reply: (status: number, body: unknown) => void;
  /** Makes the next call fail before any answer (offline, refused). */
  failNetwork: () => void;
  /** Holds the next call open until the returned function answers it. */
  replyLater: () => (status: number, body: unknown) => void;
}

function toResponse(status: number, body: unknown): Response {
  if (body === null) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeApi(): FakeApi {
  const calls: RecordedCall[] = [];
  const replies: Reply[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = replies.shift();
    if (!next) throw new Error(`No reply queued for ${path}`);
    return next();
  });
  return {
    calls,
    reply: (status, body) => replies.push(async () => toResponse(status, body)),
    failNetwork: () =>
      replies.push(async () => {
        throw new TypeError('Failed to fetch');
      }),
    replyLater: () => {
      let answer: (response: Response) => void = () => undefined;
      replies.push(() => new Promise<Response>((resolve) => (answer = resolve)));
      return (status, body) => answer(toResponse(status, body));
    },
  };
}

export const failure = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  ...extra,
});

export const signedIn = (role: 'user' | 'admin', approved = true) => ({
  success: true,
  message: 'Login successful',
  data: {
    user: { id: 'u1', name: 'Ada Obi', email: 'ada@example.com', role, approved },
    tokens: { accessToken: 'access-token', refreshToken: 'refresh-token' },
  },
});
