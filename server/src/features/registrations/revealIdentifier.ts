import {
  REGISTRATION_REVIEW_MESSAGES,
  type RevealBody,
  type RevealData,
} from '@portal/contracts/registrationReview';
import { REVEAL_FIELD_LABELS } from '@portal/words/revealFields';
import { recordAudit } from '../../plugins/audit';
import type { Db, UserRow } from '../../plugins/database';
import { notFound } from '../../plugins/http';
import { registrationProfile } from './registrationReview';

type Profile = Awaited<ReturnType<typeof registrationProfile>>;

/** The value asked for and, for a director, whose it is; a director not listed is 404. */
function identifierOf(row: Profile, { field, director }: RevealBody): { value: string; whose: string } {
  if (field !== 'director') return { value: row?.[field] ?? '', whose: '' };
  const listed = row?.directors?.[director ?? -1];
  if (!listed) throw notFound(REGISTRATION_REVIEW_MESSAGES.noSuchDirector);
  return { value: listed.ninOrBvn, whose: ` of director ${listed.name}` };
}

/**
 * The full BVN or TIN of a registration, or one director's NIN or BVN, for the reviewer who
 * asked (issue 22 point 5): a reviewer checks it against the uploaded ID. Every reveal is
 * audited with who asked and which field (and which director, by place and name), never the
 * value: the audit log is read by every staff member and exported. A director the profile
 * does not list is 404, and audits nothing.
 */
export async function revealIdentifier(
  db: Db,
  staff: Pick<UserRow, 'id' | 'email'>,
  id: string,
  target: RevealBody,
): Promise<RevealData> {
  const row = await registrationProfile(db, id);
  const { value, whose } = identifierOf(row, target);
  // The contract allows a place only with `director`, so bvn and tin carry none.
  const named =
    target.field === 'director'
      ? { field: target.field, director: target.director }
      : { field: target.field };
  await recordAudit(db, {
    actor: staff,
    action: 'registration.reveal',
    subjectType: 'user',
    subjectId: id,
    subjectUserId: id,
    after: named,
    summary: `${staff.email} revealed the ${REVEAL_FIELD_LABELS[target.field]}${whose} of ${row?.companyName || 'a registration'}`,
  });
  return { ...named, value };
}
