import type { AdminDecision, AdminReviewQuery } from '@portal/contracts/admin';
import type { DocumentApprovalRow } from '@portal/contracts/review';
import type { Decision } from '@portal/contracts/status';
import type { AdminDataSource } from '../../api';
import { DEFAULT_REVIEW_QUERY, FilteredReviewList, useFilteredReviewQueue, type ReviewPage } from '../review';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { DocumentApprovalCard } from './DocumentApprovalCard';

/** The server pages document sets, latest upload first; "Load more" reads the page after the cursor. */
async function list(
  source: AdminDataSource,
  query: AdminReviewQuery,
  cursor: string | null,
): Promise<ReviewPage<DocumentApprovalRow>> {
  const page = await source.listDocumentApprovals(query, cursor);
  return { rows: page.approvals, nextCursor: page.nextCursor };
}
const decide = (source: AdminDataSource, id: string, decision: AdminDecision) =>
  source.decideDocumentApproval(id, decision);
// Documents can arrive before the profile names a company: then the customer's name says whose they are.
const subject = (approval: DocumentApprovalRow) =>
  approval.companyName ? `${approval.userName} (${approval.companyName})` : approval.userName;
const announce = (approval: DocumentApprovalRow, decision: Decision) =>
  `Documents for ${approval.companyName || approval.userName} ${decision}.`;

function empty({ status, search }: AdminReviewQuery): string {
  if (search) return `No document submissions match "${search}".`;
  if (status === 'pending') return 'No documents are waiting for review.';
  if (status === 'all') return 'No documents have been submitted yet.';
  return `No document submissions have been ${status}.`;
}

/** A customer's documents, approved only once BVN and CAC are there; rejected with a reason. */
export function DocumentApprovalList() {
  const queue = useFilteredReviewQueue({
    name: 'documents',
    list,
    decide,
    announce,
    initialQuery: DEFAULT_REVIEW_QUERY,
  });
  const mayDecide = useStaffMayDo('reviewCustomers');
  return (
    <>
      {!mayDecide && <StaffRoleNote reads="document sets" cannot="approve or reject them" />}
      <FilteredReviewList
        queue={queue}
        label="Document approvals"
        what="documents"
        subject={subject}
        empty={empty}
        renderItem={(approval, actions) => <DocumentApprovalCard approval={approval} {...actions} />}
      />
    </>
  );
}
