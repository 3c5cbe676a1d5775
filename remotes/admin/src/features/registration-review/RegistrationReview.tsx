import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminDecision } from '@portal/contracts/admin';
import type { CustomerDocument } from '@portal/contracts/documents';
import type { RegistrationReview as Review } from '@portal/contracts/registrationReview';
import type { Decision } from '@portal/contracts/status';
import { registrationApprovalBlockedReason } from '@portal/words/registrationApproval';
import { Alert, StatusBadge } from '@portal/ui';
import { adminKeys, useAdminDataSource, useAdminQuery } from '../../api';
import { SourceDataStatus } from '../load-state';
import { DecisionActions, DecisionDialog, decisionFailure, type DecisionFailure } from '../review';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { DocumentReview } from './DocumentReview';
import { documentTitle } from './DocumentViewer';
import { ProfileDetails } from './ProfileDetails';
import './registrationReview.css';

/** The page's query key, under the admin's so sign-out drops it with the rest. */
export const registrationReviewKey = (id: string) => [...adminKeys.all, 'registration-review', id] as const;

type Asking =
  | { on: 'document'; document: CustomerDocument; decision: Decision }
  | { on: 'registration'; decision: Decision };

const toAdminDecision = (decision: Decision, reason: string | null): AdminDecision =>
  decision === 'approved' ? { decision: 'approved' } : { decision: 'rejected', reason: reason ?? '' };

function currentDocuments(review: Review): CustomerDocument[] {
  return review.documentSet?.documents.flatMap((entry) => entry.files) ?? [];
}

/**
 * One registration's KYB review (issue 22 point 5): the profile being checked, each current
 * document beside it in an inline viewer with its own Approve / Reject (the set's decision
 * follows on the server), and the registration's own decision as on the list.
 */
export function RegistrationReview({ id }: { id: string }) {
  const source = useAdminDataSource();
  const queryClient = useQueryClient();
  const { state, reload } = useAdminQuery(registrationReviewKey(id), (from) =>
    from.getRegistrationReview(id),
  );
  const mayDecide = useStaffMayDo('reviewCustomers');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const afterChange = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationReviewKey(id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.reviewList('documents') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.reviewList('registrations') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats }),
    ]);
  };

  const confirm = async (ask: Asking, reason: string | null): Promise<DecisionFailure | null> => {
    const decision = toAdminDecision(ask.decision, reason);
    try {
      if (ask.on === 'document') await source.decideDocumentApproval(ask.document.id, decision);
      else await source.decideRegistration(id, decision);
    } catch (error) {
      const failure = decisionFailure(error);
      if (failure.kind === 'stale') {
        setNotice({ tone: 'error', text: failure.message });
        await afterChange();
      }
      return failure;
    }
    const what = ask.on === 'document' ? documentTitle(ask.document) : 'Registration';
    setNotice({ tone: 'success', text: `${what} ${ask.decision}.` });
    await afterChange();
    return null;
  };

  if (state.status !== 'ready') {
    return <SourceDataStatus state={state} what="registration" onRetry={reload} />;
  }
  const review = state.data;
  const documents = currentDocuments(review);
  const subject = review.registration.companyName
    ? `${review.registration.name} (${review.registration.companyName})`
    : review.registration.name;
  return (
    <>
      {!mayDecide && <StaffRoleNote reads="registrations and documents" cannot="approve or reject them" />}
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <ProfileDetails review={review} mayReveal={mayDecide} />
      <section className="card" aria-labelledby="registration-documents-title">
        <h2 id="registration-documents-title">
          Documents {review.documentSet && <StatusBadge status={review.documentSet.status} />}
        </h2>
        {documents.length === 0 ? (
          <p className="not-set">No documents uploaded yet.</p>
        ) : (
          <div className="document-reviews">
            {documents.map((document) => (
              <DocumentReview
                key={document.id}
                document={document}
                mayDecide={mayDecide}
                registrationRefused={review.registration.status === 'rejected'}
                busy={asking !== null}
                onDecide={(doc, decision) => setAsking({ on: 'document', document: doc, decision })}
              />
            ))}
          </div>
        )}
      </section>
      {review.registration.status === 'pending' && mayDecide && (
        <section className="card" aria-labelledby="registration-decision-title">
          <h2 id="registration-decision-title">Registration decision</h2>
          {/* The list's rule and words (registrationApproval.ts): one page may not offer what the other refuses. */}
          <DecisionActions
            busy={asking !== null}
            onDecide={(decision) => setAsking({ on: 'registration', decision })}
            approveBlockedBecause={registrationApprovalBlockedReason(review.registration.documentStandings, {
              documentsAbove: true,
            })}
          />
        </section>
      )}
      {asking && (
        <DecisionDialog
          decision={asking.decision}
          what={asking.on === 'document' ? DOCUMENT_WHAT(asking.document) : 'registration'}
          subject={subject}
          onConfirm={(reason) => confirm(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

/** "document Proof of Address: bill.pdf", as the dialog's question names it. */
const DOCUMENT_WHAT = (document: CustomerDocument) => `document ${documentTitle(document)}`;
