import type * as SchemaLoader from '../loadAnswerSchemas';

/**
 * Lets a test make the answers' schemas (a chunk of their own in the browser) fail to
 * download. A test file swaps the loader in with
 * `jest.mock('./loadAnswerSchemas', () => jest.requireActual('./testing/schemaDownload').failableSchemaLoader())`
 * and sets `schemaDownload.fails` (or `held`, a promise the download waits for), resetting
 * them after each test.
 */
export const schemaDownload: { fails: boolean; held: Promise<void> | null } = { fails: false, held: null };

export function failableSchemaLoader(): typeof SchemaLoader {
  const actual = jest.requireActual<typeof SchemaLoader>('../loadAnswerSchemas');
  return {
    loadAnswerSchemas: async () => {
      await schemaDownload.held;
      if (schemaDownload.fails) throw new Error('Loading chunk failed');
      return actual.loadAnswerSchemas();
    },
  };
}
