import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  normalizeVerificationCode,
  RECEIPT_VERIFICATION_MESSAGES,
  RECEIPT_VERIFICATION_PATHS,
  receiptKeysDataSchema,
  receiptVerificationDataSchema,
} from '@portal/contracts/receiptVerification';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Db } from '../../plugins/database';
import { succeed } from '../../plugins/http';
import { routeSchema } from '../../plugins/openapi';
import { enforce, type RateLimit } from '../../plugins/rate-limit';
import type { ReceiptKeys } from '../../plugins/receipt-keys';
import { PLACEHOLDER_RECEIPT, signReceipt } from './receiptSignature';
import { readVerifiedReceipt } from './verifiedReceipt';
import { VERIFY_PER_CLIENT } from './verifyLimits';

export interface ReceiptVerificationDeps {
  db: Db;
  now: () => Date;
  receiptKeys: ReceiptKeys;
  /** Tests tighten the per-client limit; otherwise VERIFY_PER_CLIENT. */
  verifyLimit?: RateLimit;
}

const codeParams = z.object({ code: z.string() });
/** The one 404 of an unknown or malformed code, in the failure shape (D5). */
const NOT_FOUND_ANSWER = {
  success: false,
  code: ERROR_CODES.notFound,
  message: RECEIPT_VERIFICATION_MESSAGES.notFound,
} as const;
const tag = 'receipt verification';

/**
 * The public side of a receipt (D42): what the receipt with a code states, signed, and the
 * keys that check the signature. No sign-in: the code is the credential, printed on the
 * receipt and in its QR code.
 */
export function registerReceiptVerificationRoutes(api: FastifyInstance, deps: ReceiptVerificationDeps): void {
  const limit = deps.verifyLimit ?? VERIFY_PER_CLIENT;

  api.get(
    RECEIPT_VERIFICATION_PATHS.keys,
    {
      schema: routeSchema({
        summary: 'The public keys receipts are signed with (a retired key stays listed)',
        tag,
        caller: 'public',
        success: { status: 200, data: receiptKeysDataSchema },
      }),
    },
    async (_request, reply) => {
      // Keys change only with a restart: a verifier may keep them an hour.
      void reply.header('cache-control', 'public, max-age=3600');
      return succeed(RECEIPT_VERIFICATION_MESSAGES.keys, { keys: deps.receiptKeys.published });
    },
  );

  api.get(
    RECEIPT_VERIFICATION_PATHS.receipt,
    {
      schema: routeSchema({
        summary: 'What the receipt with this verification code states, with its Ed25519 signature',
        tag,
        caller: 'public',
        params: codeParams,
        success: { status: 200, data: receiptVerificationDataSchema },
        refusals: [404, 429],
      }),
    },
    async (request, reply) => {
      await enforce(deps.db, [[limit, request.ip]], deps.now(), RECEIPT_VERIFICATION_MESSAGES.tooMany);
      const { code: asked } = (request.params ?? {}) as { code?: unknown };
      const code = typeof asked === 'string' ? normalizeVerificationCode(asked) : null;
      // The same work whatever the code: a malformed one is looked up as the placeholder's
      // (which no receipt has), and a code with no receipt signs the placeholder, so an
      // unknown code's 404 takes as long as a found receipt's answer.
      const receipt = await readVerifiedReceipt(deps.db, code ?? PLACEHOLDER_RECEIPT.code);
      const signature = signReceipt(receipt ?? PLACEHOLDER_RECEIPT, deps.receiptKeys.signing);
      // The state may change (a refund): never kept by a cache in between.
      void reply.header('cache-control', 'no-store');
      // Answered here rather than thrown: the error path's exception and log line would make
      // an unknown code's 404 slower than a found receipt's answer (bench part 14).
      if (!receipt || !code) return reply.code(404).send(NOT_FOUND_ANSWER);
      return succeed(RECEIPT_VERIFICATION_MESSAGES.found, { receipt, signature });
    },
  );
}
