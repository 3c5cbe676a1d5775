import { useState } from 'react';
import { documentsPageState } from '@portal/ui/words/onboardingNextStep';
import { useDocumentsQuery, useOnboardingQuery } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { DocumentGuidelines } from './DocumentGuidelines';
import { DocumentStatusList } from './DocumentStatusList';
import { DocumentUpload } from './DocumentUpload';
import { reasonSaidAbove } from './reasonSaidAbove';

/**
 * The customer's documents as the server has them, and the form to add to them.
 * The form knows the statuses so that it offers only what can still be uploaded.
 * It appears once the first read has settled: shown earlier it would jump down when
 * the list arrives (a layout shift) and offer types already approved. After a
 * failed read it offers every type (the server refuses an approved one), and it
 * stays through a Retry, keeping the files already chosen. The onboarding state
 * (D40) decides whether there is anything to upload at all.
 */
export function CustomerDocuments() {
  const query = useDocumentsQuery();
  const onboarding = useOnboardingQuery();
  const [settled, setSettled] = useState(false);
  const mayUpload = useMayDo('manageProfile');
  // Both reads settle before the form shows, so it never appears and then goes.
  if (!settled && !query.isPending && !onboarding.isPending) setSettled(true);
  // Unknown onboarding (a failed read): the form, as the server refuses what it must.
  const pageState = onboarding.data ? documentsPageState(onboarding.data) : undefined;

  return (
    <>
      <DocumentStatusList
        documents={query.data}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
        reviewStopped={onboarding.data?.registration.status === 'rejected'}
        reasonSaidAbove={(reason) => reasonSaidAbove(reason, onboarding.data)}
      />
      {!mayUpload && <RoleNote reads="documents" cannot="upload them" />}
      {settled && mayUpload && (
        <div className="two-columns">
          <DocumentUpload documents={query.data ?? null} pageState={pageState} />
          <DocumentGuidelines />
        </div>
      )}
    </>
  );
}
