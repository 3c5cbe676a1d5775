export { recordAudit, latestAudit, type AuditEntry } from './audit';
export { registerAuditRoutes } from './auditRoutes';
