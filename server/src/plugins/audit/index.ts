export { recordAudit, latestAudit, type AuditEntry } from './audit';
