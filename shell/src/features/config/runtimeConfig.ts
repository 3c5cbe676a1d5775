import {
  parseRuntimeConfig,
  REMOTE_NAMES,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '@portal/contracts/remote';

/** The default deployment: every remote under /remotes/<name>/ beside the shell. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
  ) as RuntimeConfig['remotes'],
};

/** The configuration the server wrote into the page, if it did and it is sound. */
function configInPage(): RuntimeConfig | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The runtime configuration: from the page when the portal's server wrote it there
 * (no round trip), else from /config.json served beside the shell (a static host or
 * the dev server). Without either, or with a malformed one, the shell still starts
 * on the default deployment's addresses.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inPage = configInPage();
  if (inPage) return inPage;
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    return parseRuntimeConfig(await response.json()) ?? DEFAULT_RUNTIME_CONFIG;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
