import { ERROR_CODES, STAFF_MESSAGES, type StaffRole, type StepUpMethod } from '@portal/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import { revokeAllSessions } from '../auth';
import { stepUpNote } from '../two-factor';

const { users } = tables;
type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

const lastSuperadmin = () =>
  new ApiError(409, STAFF_MESSAGES.lastSuperadmin, {
    code: ERROR_CODES.conflict,
    errors: { role: [STAFF_MESSAGES.lastSuperadmin] },
  });

/** The staff locked in one order (two superadmins demoting each other are decided in turn). */
async function lockStaff(tx: Db, memberId: string) {
  const rows = await tx
    .select({ id: users.id, name: users.name, role: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.staffRole)))
    .orderBy(users.id)
    .for('update');
  const member = rows.find((row) => row.id === memberId);
  if (!member?.role) throw notFound(STAFF_MESSAGES.notStaff);
  return {
    member: { ...member, role: member.role },
    superadmins: rows.filter((row) => row.role === 'superadmin').length,
  };
}

/** Another role for a staff member (superadmins only); the last superadmin stays one (409). */
export async function changeStaffRole(
  db: Db,
  actor: Actor,
  memberId: string,
  role: StaffRole,
  stepUp: StepUpMethod,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, superadmins } = await lockStaff(tx, memberId);
    if (member.role === 'superadmin' && role !== 'superadmin' && superadmins <= 1) throw lastSuperadmin();
    await tx.update(users).set({ staffRole: role, updatedAt: new Date() }).where(eq(users.id, member.id));
    await recordAudit(tx, {
      actor,
      action: 'staff.role',
      subjectType: 'user',
      subjectId: member.id,
      before: { role: member.role },
      after: { role },
      summary: `${actor.name} made ${member.name} ${role} (was ${member.role})${stepUpNote(stepUp)}`,
    });
  });
}

/**
 * Removes a staff member: their sessions end at once, their account stays (the audit names
 * them) without a role. The last superadmin cannot be removed (409).
 */
export async function removeStaff(
  db: Db,
  actor: Actor,
  memberId: string,
  now: Date,
  stepUp: StepUpMethod,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, superadmins } = await lockStaff(tx, memberId);
    if (member.role === 'superadmin' && superadmins <= 1) throw lastSuperadmin();
    await tx
      .update(users)
      .set({ staffRole: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, member.id));
    await revokeAllSessions(tx, member.id, now);
    await recordAudit(tx, {
      actor,
      action: 'staff.remove',
      subjectType: 'user',
      subjectId: member.id,
      before: { role: member.role },
      summary: `${actor.name} removed ${member.name} (${member.role}) from the staff${stepUpNote(stepUp)}`,
    });
  });
}
