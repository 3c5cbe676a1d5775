import { PageHeader } from '@portal/ui';
import { AuditExport, AuditLog } from '../features/audit-log';
import { usePageTitle } from './usePageTitle';

export function AuditLogScreen() {
  usePageTitle('Audit Log');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Audit Log"
        description="Every sign-in, decision and settings change, newest first. Entries cannot be changed or removed."
      />
      <AuditExport />
      <AuditLog />
    </div>
  );
}
