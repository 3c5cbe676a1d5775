export { openDatabase, openPglite, openPostgres, MIGRATIONS_DIR, type Database, type Db } from './database';
export { isDatabaseUnavailable } from './unavailable';
export { preparedOncePerDatabase, preparedPerDatabase } from './prepared';
export { postgresPoolOf } from './postgresPool';
export { pgliteClientOf, pgliteNamedStatement, type StatementArgument } from './pgliteNamedStatement';
export * as tables from './schema';
// Tables are reached one way: `tables` and these row types (lint refuses an import of schema.ts).
export type {
  ApiKeyRow,
  BeneficiaryRow,
  BeneficiaryVersionRow,
  DocumentRow,
  PaymentBatchRow,
  PaymentBatchTotal,
  PaymentRequestRow,
  QuoteRow,
  UserRow,
  WebhookEndpointRow,
} from './schema';
