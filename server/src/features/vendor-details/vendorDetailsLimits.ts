import type { RateLimit } from '../../plugins/rate-limit';

/**
 * Page reads per client address: a vendor opens their link a few times (and an office may
 * share one address), so 60 in 15 minutes never stops a person, while a script guessing
 * tokens is held back (it could not guess 128 bits anyway; this keeps the log quiet).
 */
export const VENDOR_PAGE_PER_CLIENT: RateLimit = {
  bucket: 'vendor-details:read',
  limit: 60,
  windowMs: 15 * 60_000,
};

/** Submissions per client address: a link works once, so ten an hour is plenty for retries after refusals. */
export const VENDOR_SUBMIT_PER_CLIENT: RateLimit = {
  bucket: 'vendor-details:submit',
  limit: 10,
  windowMs: 60 * 60_000,
};
