export { openDatabase, openPglite, openPostgres, MIGRATIONS_DIR, type Database, type Db } from './database';
export { isDatabaseUnavailable } from './unavailable';
export { preparedOncePerDatabase, preparedPerDatabase } from './prepared';
export * as tables from './schema';
export type { UserRow } from './schema';
