import type { AdminDecision } from '@portal/contracts/admin';
import { withId } from '@portal/contracts/api';
import type { ApiClient } from '@portal/auth';

/** Approve is sent without a body; a rejection sends the reason the customer will read. */
export function sendDecision(
  client: Pick<ApiClient, 'post'>,
  approvePath: string,
  rejectPath: string,
  id: string,
) {
  return (decision: AdminDecision) =>
    decision.decision === 'approved'
      ? client.post<unknown>(withId(approvePath, id))
      : client.post<unknown>(withId(rejectPath, id), { reason: decision.reason });
}
