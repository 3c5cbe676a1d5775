import { maskIdentifier } from '@portal/rules/masking';
import type { RegistrationReview, ReviewedProfile } from '@portal/contracts/registrationReview';
import { eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { notFound } from '../../plugins/http';
import { listDocumentApprovals } from '../documents';
import { missingProfileFields } from '../onboarding';
import { listRegistrations } from './registrationRows';

const { profiles } = tables;

type ProfileRow = typeof profiles.$inferSelect;

function reviewedProfile(row: ProfileRow | undefined): ReviewedProfile {
  return {
    companyName: row?.companyName ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    bvnMasked: maskIdentifier(row?.bvn ?? ''),
    tinMasked: maskIdentifier(row?.tin ?? ''),
    directors: (row?.directors ?? []).map(({ name, ninOrBvn, position }) => ({
      name,
      ninOrBvnMasked: maskIdentifier(ninOrBvn),
      position,
    })),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

async function profileRow(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, id)).limit(1);
  return row;
}

/** A registration's stored profile row (undefined before the first save); 404 when the id is no registration. */
export async function registrationProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [registration] = await listRegistrations(db, { status: 'all', userId: id });
  if (!registration) throw notFound();
  return profileRow(db, id);
}

/**
 * One registration as its reviewer reads it (issue 22 point 5): the list's row (name, e-mail,
 * registered date, decision), the profile with its identifiers masked, what the profile still
 * lacks and the current document set. 404 for an id that is no business's registration.
 */
export async function readRegistrationReview(db: Db, id: string): Promise<RegistrationReview> {
  const [registration] = await listRegistrations(db, { status: 'all', userId: id });
  if (!registration) throw notFound();
  const row = await profileRow(db, id);
  const [documentSet] = await listDocumentApprovals(db, { status: 'all', userId: id });
  return {
    registration,
    profile: reviewedProfile(row),
    missingProfileFields: missingProfileFields(row),
    documentSet: documentSet ?? null,
  };
}
