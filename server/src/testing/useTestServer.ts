import { buildTestApp, type TestApp, type TestAppOptions } from './testApp';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './testDatabase';

export interface TestServer {
  database: TestDatabase;
  test: TestApp;
}

/**
 * Jest hooks for a describe block: one database and one app for the block, emptied
 * (tables, recorded mail, clock) before each test.
 */
export function useTestServer(kind: DatabaseKind, options: TestAppOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.database = await openTestDatabase(kind);
    server.test = await buildTestApp(server.database, options);
  });
  afterAll(async () => {
    await server.test?.close();
    await server.database?.close();
  });
  beforeEach(async () => {
    await server.database.reset();
    server.test.mail.length = 0;
    server.test.logs.length = 0;
    server.test.clock.reset();
  });
  return server;
}
