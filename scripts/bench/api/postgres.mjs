// The throwaway PostgreSQL cluster of the fault tests (e2e/support/postgres.ts),
// loaded through tsx so that the benchmark and the tests start it the same way.
import { tsImport } from 'tsx/esm/api';

/** @returns {Promise<typeof import('../../../e2e/support/postgres.ts')>} */
export const loadPostgresSupport = () => tsImport('../../../e2e/support/postgres.ts', import.meta.url);
