import type { ApiKeyScope } from '@portal/contracts/apiKeys';

/** What each API key scope allows, as the key form and list say it. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'payments:read': 'Read payments',
  'payments:write': 'Create, fund and cancel payments (approval policy applies)',
  'beneficiaries:read': 'Read beneficiaries',
  'beneficiaries:write': 'Add, change and archive beneficiaries',
};
