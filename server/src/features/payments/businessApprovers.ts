import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { BUSINESS_PERMISSIONS } from '@portal/contracts/teams';
import { and, count, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { type Db, type PaymentRequestRow, tables } from '../../plugins/database';

const { users, teamInvitations } = tables;
const APPROVING_ROLES = [...BUSINESS_PERMISSIONS.approvePayments];

/**
 * Who could approve a request waiting for its business's approval (issue 31): the members other
 * than its maker whose role approves payments (nobody approves their own), and the approvers or
 * owners invited who have not joined yet. Null unless the request waits for that approval.
 */
export async function approversOf(
  db: Db,
  row: Pick<PaymentRequestRow, 'status' | 'userId' | 'createdBy'>,
  now: Date,
): Promise<PaymentDetail['approvers']> {
  if (row.status !== 'awaiting_approval') return null;
  const maker = row.createdBy ?? row.userId;
  const [[members], [invitations]] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(
        and(
          eq(users.businessId, row.userId),
          ne(users.id, maker),
          inArray(users.businessRole, APPROVING_ROLES),
        ),
      ),
    db
      .select({ value: count() })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.businessId, row.userId),
          inArray(teamInvitations.role, APPROVING_ROLES),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      ),
  ]);
  return { others: members?.value ?? 0, invited: invitations?.value ?? 0 };
}
