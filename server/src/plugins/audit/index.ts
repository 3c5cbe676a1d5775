export { recordAudit, recordAudits, latestAudit, type AuditEntry } from './audit';
