// webpack's own names for the shell's share scope (its documented interface for
// containers loaded at run time); the build replaces them, so they exist only there.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/**
 * The shell's share scope, with the shell's shared modules (React, the router, the
 * session store) registered in it: what a remote's container is initialised with.
 */
export async function shellShareScope(): Promise<unknown> {
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default;
}
