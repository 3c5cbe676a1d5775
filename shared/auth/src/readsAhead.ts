/** How long a read started ahead waits for the call that asks it; past that it is asked anew. */
export const READ_AHEAD_TTL_MS = 15_000;

interface ReadAhead {
  /** The token the GET was sent with: only a call with the same token may take its answer. */
  token: string;
  response: Promise<Response>;
  expiry: ReturnType<typeof setTimeout>;
}

/**
 * The GETs an ApiClient sent before anything asked for them (`ApiClient.readAhead`), each
 * kept for the first call of its path with the same token. An answer is taken once. One
 * that nothing took is dropped READ_AHEAD_TTL_MS after it was sent, so no user's data
 * stays in the page (after a sign-out, say), and a write drops them all, so nothing
 * read ahead is shown stale.
 */
export class ReadsAhead {
  private entries = new Map<string, ReadAhead>();

  /** Keeps the answer to a GET of `path` sent with `token`, in place of any kept before. */
  keep(path: string, token: string, response: Promise<Response>): void {
    this.drop(path);
    // A failure surfaces to the call that takes it, or nowhere if none does.
    response.catch(() => undefined);
    const expiry = setTimeout(() => this.drop(path), READ_AHEAD_TTL_MS);
    this.entries.set(path, { token, response, expiry });
  }

  /** The answer for `path` if it was read ahead with `token`; taken once. */
  take(path: string, token: string | null): Promise<Response> | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    this.drop(path);
    return entry.token === token ? entry.response : undefined;
  }

  clear(): void {
    for (const path of [...this.entries.keys()]) this.drop(path);
  }

  private drop(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    clearTimeout(entry.expiry);
    this.entries.delete(path);
  }
}
