import type { ComponentType } from 'react';

/** The three federated areas and their names in the runtime configuration. */
export const REMOTE_NAMES = ['public-site', 'customer', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container names (JavaScript identifiers) of each area. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  'public-site': 'publicSite',
  customer: 'customer',
  admin: 'admin',
};

/** Every remote exposes `./Area`: a component that renders its routes. */
export const AREA_MODULE = 'Area';

/** The modals a remote may ask the shell to open (the shell owns them, spec §2). */
export type ShellModal = 'login' | 'signup';

/** What a remote's Area receives from the shell. The session comes from `@portal/auth`. */
export interface RemoteAreaProps {
  openModal: (modal: ShellModal) => void;
}
export type RemoteAreaComponent = ComponentType<RemoteAreaProps>;
export interface RemoteAreaModule {
  default: RemoteAreaComponent;
}

/**
 * The id of the JSON data block (`<script type="application/json">`, never executed)
 * in which the server writes the runtime configuration into the page, so the shell
 * need not fetch `/config.json` before it can load an area.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The runtime configuration served beside the shell as `/config.json`. The
 * deployment sets it through environment variables; the shell's build holds none
 * of it, so a remote can move or be redeployed without rebuilding the shell. It is
 * public: it names no account (the admin's address was dropped from it, since it
 * told an attacker which account to aim at).
 */
export interface RuntimeConfig {
  /** Where the API answers (`/api` beside the shell by default). */
  apiBaseUrl: string;
  /** Each area's remoteEntry.js. */
  remotes: Record<RemoteName, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The runtime configuration in `value` (parsed JSON), or null when it is not one: a
 * string `apiBaseUrl` and a string address for every area. Anything else it holds is
 * left out. A plain function rather than a schema because only the shell reads it, at
 * start-up, where zod would be a download every visitor pays for.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (!isRecord(value) || typeof value.apiBaseUrl !== 'string' || !isRecord(value.remotes)) return null;
  const { 'public-site': publicSite, customer, admin } = value.remotes;
  if (typeof publicSite !== 'string' || typeof customer !== 'string' || typeof admin !== 'string')
    return null;
  return { apiBaseUrl: value.apiBaseUrl, remotes: { 'public-site': publicSite, customer, admin } };
}
