import { REMOTE_NAMES, runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import * as z from 'zod/mini';

/** The default deployment: every remote under /remotes/<name>/ beside the shell. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  adminEmail: null,
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as RuntimeConfig['remotes'],
};

/**
 * Reads /config.json, served beside the shell. Without it (or with a malformed
 * one) the shell still starts on the default deployment's addresses.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    const parsed = z.safeParse(runtimeConfigSchema, await response.json());
    return parsed.success ? parsed.data : DEFAULT_RUNTIME_CONFIG;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
