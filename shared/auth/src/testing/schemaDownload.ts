import type * as SchemaLoader from '../loadAnswerSchemas';

/**
 * Lets a test make the answers' schemas (a chunk of their own in the browser) fail to
 * download. A test file swaps the loader in with
 * `jest.mock('./loadAnswerSchemas', () => jest.requireActual('./testing/schemaDownload').failableSchemaLoader())`
 * and sets `schemaDownload.fails`, resetting it after each test.
 */
export const schemaDownload = { fails: false };

export function failableSchemaLoader(): typeof SchemaLoader {
  const actual = jest.requireActual<typeof SchemaLoader>('../loadAnswerSchemas');
  return {
    loadAnswerSchemas: () =>
      schemaDownload.fails ? Promise.reject(new Error('Loading chunk failed')) : actual.loadAnswerSchemas(),
  };
}
