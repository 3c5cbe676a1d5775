import { PageHeader } from '@portal/ui';
import { StaffManagement } from '../features/staff';
import { usePageTitle } from './usePageTitle';

/** `/admin/staff`: who runs the platform, with which role (D35). */
export function StaffScreen() {
  usePageTitle('Staff');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Staff"
        description="The people who run VendorBridge, their roles and whether they set up two&#8209;factor sign&#8209;in."
      />
      <StaffManagement />
    </div>
  );
}
