import contractsPackage from '@portal/contracts/package.json';

/**
 * The version of `@portal/contracts` this shell was built against. Each remote bundles
 * its own copy of the contracts (they are not a federation singleton) and declares the
 * version it was built against as `contractVersion`, exported beside its Area.
 */
export const SHELL_CONTRACT_VERSION: string = contractsPackage.version;

/** The major of a `major.minor.patch` version, or null when `version` is not one. */
export function majorOf(version: unknown): number | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  return match ? Number(match[1]) : null;
}

/**
 * Whether a remote built against the contracts at `declared` can run in this shell: the
 * same major. A minor or patch only adds, and each side bundles its own copy; a new major
 * may change what the shell hands the Area or what the shared session store offers. A
 * remote that declares no version (built before remotes declared one) or an unreadable one
 * is not assumed compatible: showing it could mismatch silently.
 */
export function isCompatibleContract(declared: unknown, own: string = SHELL_CONTRACT_VERSION): boolean {
  const theirs = majorOf(declared);
  return theirs !== null && theirs === majorOf(own);
}

const describe = (declared: unknown): string =>
  declared === undefined ? '(no version declared)' : JSON.stringify(declared);

/** A remote whose contract major is not the shell's: the area shows "being updated". */
export class IncompatibleAreaError extends Error {
  override readonly name = 'IncompatibleAreaError';

  constructor(
    readonly remote: string,
    readonly declared: unknown,
  ) {
    super(
      `The ${remote} remote was built against @portal/contracts ${describe(declared)}; this shell has ${SHELL_CONTRACT_VERSION}`,
    );
  }
}
