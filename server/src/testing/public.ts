/**
 * The test helpers other workspaces may use (the browser tests in e2e/, through the
 * package export `@portal/server/testing`): only what runs without jest's globals and
 * without building a server, so importing it does not start anything.
 */
export { POST_ROUTES } from './postRoutes';
export { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtpCapture';
export { startLocalS3, type LocalS3 } from '../plugins/storage/testing/localS3';
export { layMigratedDatabase } from './pgliteDataDir';
export { rewriteHistory, type HistoryMark } from './rewriteHistory';
