export {
  runPurge,
  DEFAULT_PURGE_SETTINGS,
  type PurgeSettings,
  type PurgeResult,
  type PurgeCounts,
} from './purge';
export { startPurgeJob, PURGE_EVERY_MS, type PurgeJob } from './purgeJob';
export { startExpiryJob, EXPIRY_EVERY_MS, type ExpiryJob } from './expiryJob';
