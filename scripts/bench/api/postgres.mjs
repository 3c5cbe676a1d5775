// The throwaway PostgreSQL cluster of the fault tests (e2e/testing/postgres.ts),
// loaded through tsx so that the benchmark and the tests start it the same way.
import { tsImport } from 'tsx/esm/api';

/** @returns {Promise<typeof import('../../../e2e/testing/postgres.ts')>} */
export const loadPostgresSupport = () => tsImport('../../../e2e/testing/postgres.ts', import.meta.url);
