import { PageHeader } from '@portal/ui';
import { ScreeningQueue, ScreeningStatusNotice } from '../features/screening';
import { usePageTitle } from './usePageTitle';

/** `/admin/screening`: payments held by a likely sanctions match (D44). */
export function ScreeningScreen() {
  usePageTitle('Screening');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Screening"
        description="Payments whose beneficiary name is a likely match on the sanctions list. Clear a payment when the listed entry is someone else, or reject it with the reason the customer will read."
      />
      <ScreeningStatusNotice onQueuePage />
      <ScreeningQueue />
    </div>
  );
}
