import type { RateLimit } from '../../plugins/rate-limit';

/**
 * Receipt checks per client address: a vendor checks a receipt a few times; 60 a minute
 * leaves room for an office behind one address, and holds a scraper to one a second.
 * (A code has 128 bits: the limit is against load, not guessing.)
 */
export const VERIFY_PER_CLIENT: RateLimit = { bucket: 'receipt-verify', limit: 60, windowMs: 60_000 };
