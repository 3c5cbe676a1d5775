export { AdminLayout } from './AdminLayout';
export { BankAccountScreen } from './BankAccountScreen';
export { DashboardScreen } from './DashboardScreen';
export { DocumentApprovalsScreen } from './DocumentApprovalsScreen';
export { PaymentRequestsScreen } from './PaymentRequestsScreen';
export { PendingRegistrationsScreen } from './PendingRegistrationsScreen';
export { AuditLogScreen } from './AuditLogScreen';
export { SecurityScreen } from './SecurityScreen';
