import { PageHeader } from '@portal/ui';
import { BeneficiaryBook } from '../features/beneficiaries';
import { usePageTitle } from './usePageTitle';

export function BeneficiariesScreen() {
  usePageTitle('Beneficiaries');
  return (
    <div className="stack page">
      <PageHeader
        title="Beneficiaries"
        titleId="beneficiaries-title"
        description="The vendors you pay, with their bank details, saved once for every payment request."
      />
      <BeneficiaryBook labelledBy="beneficiaries-title" />
    </div>
  );
}
