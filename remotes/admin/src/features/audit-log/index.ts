import './auditLog.css';

export { AuditLog } from './AuditLog';
