import * as z from 'zod/mini';
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
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({
    'public-site': z.string(),
    customer: z.string(),
    admin: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
