import {
  ERROR_CODES,
  REGISTRATION_REVIEW_MESSAGES,
  REVEAL_FIELD_LABELS,
  type RevealBody,
  type RevealData,
} from '@portal/contracts';
import { recordAudit } from '../../plugins/audit';
import type { Db, UserRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { registrationProfile } from './registrationReview';

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
  { field, director }: RevealBody,
): Promise<RevealData> {
  const row = await registrationProfile(db, id);
  const company = row?.companyName || 'a registration';
  let value: string;
  let whose = '';
  if (field === 'director') {
    const listed = director === undefined ? undefined : row?.directors?.[director];
    if (!listed)
      throw new ApiError(404, REGISTRATION_REVIEW_MESSAGES.noSuchDirector, { code: ERROR_CODES.notFound });
    value = listed.ninOrBvn;
    whose = ` of director ${listed.name || `no. ${(director ?? 0) + 1}`}`;
  } else {
    value = row?.[field] ?? '';
  }
  await recordAudit(db, {
    actor: staff,
    action: 'registration.reveal',
    subjectType: 'user',
    subjectId: id,
    subjectUserId: id,
    after: field === 'director' ? { field, director } : { field },
    summary: `${staff.email} revealed the ${REVEAL_FIELD_LABELS[field]}${whose} of ${company}`,
  });
  return field === 'director' ? { field, director, value } : { field, value };
}
