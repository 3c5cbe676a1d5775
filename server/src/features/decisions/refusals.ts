import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { ApiError } from '../../plugins/http';

/**
 * The item was decided by someone else first (or earlier): nothing changes (a decision is final;
 * deciding again answers 409).
 */
export const alreadyDecided = () =>
  new ApiError(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided });

/** A document set is approved only with its BVN and CAC. */
export const needsBvnAndCac = () =>
  new ApiError(409, REVIEW_MESSAGES.approveNeedsBvnAndCac, { code: ERROR_CODES.conflict });

/** A refused registration's documents wait for the customer's new upload, not for a reviewer. */
export const registrationRefused = () =>
  new ApiError(409, REVIEW_MESSAGES.registrationRefused, { code: ERROR_CODES.conflict });
