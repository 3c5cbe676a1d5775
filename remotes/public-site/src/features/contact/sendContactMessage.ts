import { CONTACT_MESSAGES, CONTACT_PATH, type ContactBody } from '@portal/contracts/contact';
import { apiClient, refusalOf, RequestError, SERVER_MESSAGES, type ApiResult } from '@portal/auth';

/**
 * Posts a contact message (D38). Resolves once the server has stored it, and only then;
 * rejects with a RequestError carrying the server's words and field errors, or saying the
 * server could not be reached (status 0). Plain fetch through the shell's api client: no
 * schema library comes with the contact page.
 */
export async function sendContactMessage(body: ContactBody): Promise<void> {
  let result: ApiResult<unknown>;
  try {
    result = await apiClient.post<unknown>(CONTACT_PATH, body);
  } catch {
    throw new RequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok || !result.body?.success) throw refusalOf(result, CONTACT_MESSAGES.failed);
}
