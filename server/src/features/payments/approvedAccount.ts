import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../access';
import { ApiError } from '../../plugins/http';

/**
 * D37: only an approved business submits payment requests. Runs after the customer
 * guard, before anything of the request is read: 403 ACCOUNT_NOT_APPROVED.
 */
export function requireApprovedAccount() {
  return async function approvedOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!accountOf(request).approved) {
      throw new ApiError(403, JOURNEY_MESSAGES.accountNotApproved, {
        code: JOURNEY_CODES.accountNotApproved,
      });
    }
  };
}
