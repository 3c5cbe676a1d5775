import { REVEAL_FIELD_LABELS, type RevealableField, type RevealData } from '@portal/contracts';
import { recordAudit } from '../../plugins/audit';
import type { Db, UserRow } from '../../plugins/database';
import { registrationProfile } from './registrationReview';

/**
 * The full BVN or TIN of a registration, for the reviewer who asked (issue 22 point 5). Every
 * reveal is audited with who asked and which field, never the value: the audit log is read by
 * every staff member and exported.
 */
export async function revealIdentifier(
  db: Db,
  staff: Pick<UserRow, 'id' | 'email'>,
  id: string,
  field: RevealableField,
): Promise<RevealData> {
  const row = await registrationProfile(db, id);
  const value = row?.[field] ?? '';
  await recordAudit(db, {
    actor: staff,
    action: 'registration.reveal',
    subjectType: 'user',
    subjectId: id,
    subjectUserId: id,
    after: { field },
    summary: `${staff.email} revealed the ${REVEAL_FIELD_LABELS[field]} of ${row?.companyName || 'a registration'}`,
  });
  return { field, value };
}
