import * as z from 'zod/mini';
import { invitationTokenOf } from '../invitations';
import type { PeopleMessages } from './audience';

/** The params of an invitation link's two public routes (preview and accept). */
export const invitationTokenParams = z.object({ token: z.string() });

/** A link's token from the route's params, refused in the audience's words (404). */
export const linkTokenOf = (audience: { messages: PeopleMessages }, params: unknown): string =>
  invitationTokenOf(params, {
    invalid: audience.messages.invitationInvalid,
    expired: audience.messages.invitationExpired,
  });
