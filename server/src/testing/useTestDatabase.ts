import { openTestDatabase, type DatabaseKind, type TestDatabase } from './testDatabase';

/**
 * Jest hooks for a describe block that needs a database and no app: one database for
 * the block, emptied before each test (useTestServer adds the app). The object it
 * returns is filled in before the block's first test runs.
 */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase(kind));
  });
  afterAll(async () => {
    await database.close?.();
  });
  beforeEach(() => database.reset());
  return database;
}
