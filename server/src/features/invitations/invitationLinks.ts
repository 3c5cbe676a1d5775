import { ERROR_CODES } from '@portal/contracts/errorCodes';
import * as z from 'zod/mini';
import { ApiError, notFound } from '../../plugins/http';
import { randomToken, sha256 } from '../auth';

/**
 * What the team's and the staff's invitations share (issues 21, 22): the link's token (32
 * random bytes, base64url) of which only the SHA-256 is stored, its expiry, and how a link is
 * read and checked. Each feature keeps its own table, roles and what accepting makes.
 */
export interface NewInvitationLink {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newInvitationLink(now: Date, lifetimeMs: number): NewInvitationLink {
  const token = randomToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + lifetimeMs) };
}

/** The stored hash of a link's token (how an invitation is found by its link). */
export const invitationTokenHash = (token: string): string => sha256(token);

export interface InvitationLinkMessages {
  invalid: string;
  expired: string;
}

/** What a token that cannot be a link's is answered (one cut short when copied, or altered). */
export const LINK_INCOMPLETE = 'This link is cut short or changed: open it from its e-mail again.';

/** A link's token in the path: 32 random bytes in base64url, 43 characters. */
export const invitationTokenParams = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, LINK_INCOMPLETE)),
});

/** A link's token from the route's params (checked by invitationTokenParams: 400 when it cannot be one; an unknown one is the route's 404). */
export const invitationTokenOf = (params: z.output<typeof invitationTokenParams>): string => params.token;

/**
 * The invitation a link names, still usable: 404 when there is none or it was used or
 * withdrawn (the same answer, so a link says nothing about others), 410 once expired.
 */
export function usableInvitation<
  Row extends { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
>(row: Row | undefined, now: Date, messages: InvitationLinkMessages): Row {
  if (!row || row.acceptedAt || row.revokedAt) {
    throw notFound(messages.invalid);
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(410, messages.expired, { code: ERROR_CODES.invitationExpired });
  }
  return row;
}
