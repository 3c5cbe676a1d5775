export { AuditLog } from './AuditLog';
export { AuditExport } from './AuditExport';
