import {
  vendorDetailsApiPath,
  vendorDetailsPageDataSchema,
  type VendorDetailsPage,
} from '@portal/contracts/vendorDetailsRequests';
import type { VendorDetailsBody } from '@portal/contracts/vendorDetailsRules';
import {
  apiClient,
  readAnswer,
  refusalOf,
  RequestError,
  SERVER_MESSAGES,
  type ApiResult,
} from '@portal/auth';

/**
 * What the vendor's page shows for a link (D43). Rejects with a RequestError: 404 for an
 * unknown link, 410 for one used, withdrawn or expired (its message says which), 429 when
 * throttled.
 */
export async function readVendorPage(token: string): Promise<VendorDetailsPage> {
  const data = await readAnswer(
    () => apiClient.get<unknown>(vendorDetailsApiPath(token)),
    vendorDetailsPageDataSchema,
  );
  return data.details;
}

/**
 * Sends the vendor's bank details; the link works once. Resolves once the server kept them;
 * rejects with a RequestError carrying the server's words and field errors (as the contact
 * form's sender does).
 */
export async function sendVendorDetails(token: string, body: VendorDetailsBody): Promise<void> {
  let result: ApiResult<unknown>;
  try {
    result = await apiClient.post<unknown>(vendorDetailsApiPath(token), body);
  } catch {
    throw new RequestError(SERVER_MESSAGES.unreachable, { status: 0 });
  }
  if (!result.ok || !result.body?.success) throw refusalOf(result, SERVER_MESSAGES.failed);
}
