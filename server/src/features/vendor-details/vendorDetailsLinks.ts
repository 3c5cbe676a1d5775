import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  VENDOR_DETAILS_LIMITS,
  VENDOR_DETAILS_MESSAGES,
  type VENDOR_LINK_STATES,
} from '@portal/contracts/vendorDetailsRequests';
import { eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { invitationTokenHash } from '../invitations';

const { vendorDetailsRequests } = tables;
export type VendorDetailsRequestRow = typeof vendorDetailsRequests.$inferSelect;

/** A link works for 14 days (D43), as a team invitation does. */
export const LINK_LIFETIME_MS = VENDOR_DETAILS_LIMITS.linkDays * 24 * 60 * 60 * 1000;

const GONE_MESSAGES: Record<(typeof VENDOR_LINK_STATES)[number], string> = {
  used: VENDOR_DETAILS_MESSAGES.linkUsed,
  revoked: VENDOR_DETAILS_MESSAGES.linkRevoked,
  expired: VENDOR_DETAILS_MESSAGES.linkExpired,
};

/**
 * The request a link names, still usable. Unlike an invitation, a used or withdrawn link says
 * so (410, with which it is): the vendor who opens it again needs to know their details
 * arrived, or to ask for a new link; an unknown token is 404.
 */
export async function usableRequest(
  db: Db,
  token: string,
  now: Date,
  lock: boolean,
): Promise<VendorDetailsRequestRow> {
  const query = db
    .select()
    .from(vendorDetailsRequests)
    .where(eq(vendorDetailsRequests.tokenHash, invitationTokenHash(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) {
    throw new ApiError(404, VENDOR_DETAILS_MESSAGES.linkUnknown, { code: ERROR_CODES.notFound });
  }
  const state = row.usedAt ? 'used' : row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : null;
  if (state) {
    throw new ApiError(410, GONE_MESSAGES[state], { code: ERROR_CODES.vendorLinkGone });
  }
  return row;
}
