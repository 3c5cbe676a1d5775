import { API_KEY_PATHS, type ApiKeyCreatedData, type ApiKeyScope } from '@portal/contracts/apiKeys';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { call, dataOf } from '../../../plugins/http/testing/requests';

/** Shared by the API key and webhook tests (not a test itself). */

/** The owner creates a key with `scopes`; answers it with its secret and the header that carries it. */
export async function createKey(
  server: ServerUnderTest,
  ownerHeaders: Record<string, string>,
  scopes: readonly ApiKeyScope[],
  name = 'ERP sync',
): Promise<ApiKeyCreatedData & { headers: Record<string, string> }> {
  const response = await call(server, 'POST', API_KEY_PATHS.keys, ownerHeaders, { name, scopes });
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.body}`);
  const created = dataOf<ApiKeyCreatedData>(response);
  return { ...created, headers: { authorization: `Bearer ${created.secret}` } };
}

export const ALL_SCOPES = [
  'payments:read',
  'payments:write',
  'beneficiaries:read',
  'beneficiaries:write',
] as const satisfies readonly ApiKeyScope[];
