import { PageHeader } from '@portal/ui';
import { AuditLog } from '../features/audit-log';
import { usePageTitle } from './usePageTitle';

export function AuditLogScreen() {
  usePageTitle('Audit Log');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Audit Log"
        description="Every sign-in, decision and settings change, newest first. Entries cannot be changed or removed."
      />
      <AuditLog />
    </div>
  );
}
