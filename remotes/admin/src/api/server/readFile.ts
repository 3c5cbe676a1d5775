import type { ApiClient } from '@portal/auth';
import { AdminRequestError } from '../AdminRequestError';
import { SERVER_MESSAGES } from './readAnswer';

/**
 * The bytes of a file (a document or an invoice), served only by an authorised route,
 * never from a public path.
 * A plain link cannot carry the admin's bearer token, so the client downloads it.
 */
export async function readFile(client: Pick<ApiClient, 'download'>, path: string): Promise<Blob> {
  let result: Awaited<ReturnType<ApiClient['download']>>;
  try {
    result = await client.download(path);
  } catch {
    throw new AdminRequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok) {
    const message = result.status === 404 ? SERVER_MESSAGES.fileMissing : SERVER_MESSAGES.fileFailed;
    throw new AdminRequestError(message, { status: result.status });
  }
  return result.blob;
}
