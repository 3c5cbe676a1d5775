import type { RateLimit } from '../../plugins/rate-limit';

/**
 * Messages per client address: a person writes one or two, so ten an hour lets an office
 * behind one address write several while a script filling the support mailbox is held back.
 */
export const CONTACT_PER_CLIENT: RateLimit = { bucket: 'contact:client', limit: 10, windowMs: 60 * 60_000 };
