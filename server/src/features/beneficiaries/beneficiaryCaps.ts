import { beneficiaryLimitMessage, BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { count, eq, sql } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { enforce, type RateLimit } from '../../plugins/rate-limit';
import type { Owner } from './beneficiaryStore';

const { beneficiaries } = tables;

/**
 * How many beneficiaries a business may keep, and how many it may create a minute (issue 32:
 * 1,000 were created in 9.2 s, with nothing to stop 1,000,000). A clerk saves a handful a day;
 * an import by the API a few hundred, paced.
 */
export interface BeneficiaryCaps {
  /** BENEFICIARIES_MAX_PER_BUSINESS: every beneficiary the business has, archived ones too. */
  maxPerBusiness: number;
  /** BENEFICIARIES_CREATED_PER_MINUTE: new ones a business may save in a minute. */
  createdPerMinute: number;
}

export const BENEFICIARY_CAP_DEFAULTS: BeneficiaryCaps = { maxPerBusiness: 5000, createdPerMinute: 30 };

const creationsPerMinute = (caps: BeneficiaryCaps): RateLimit => ({
  bucket: 'beneficiary-create',
  limit: caps.createdPerMinute,
  windowMs: 60_000,
});

/**
 * Counts one creation against the business's minute (the rate-limit plugin's fixed window):
 * the one past the limit answers 429 with Retry-After, and waiting out the minute is enough.
 */
export const throttleCreation = (db: Db, caps: BeneficiaryCaps, owner: Owner, now: Date) =>
  enforce(db, [[creationsPerMinute(caps), owner]], now, BENEFICIARY_MESSAGES.tooManyCreated);

/**
 * Refuses (409) a new beneficiary when the business has `maxPerBusiness` already, in the
 * creating transaction. The business's own lock makes two saves at once count one after
 * the other, so the cap holds exactly. Archived ones count: they are kept for the payments
 * made to them (D33), so archiving frees no room.
 */
export async function ensureRoomForOneMore(tx: Db, caps: BeneficiaryCaps, owner: Owner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beneficiaries:${owner}`}))`);
  const [row] = await tx
    .select({ kept: count() })
    .from(beneficiaries)
    .where(eq(beneficiaries.ownerId, owner));
  if ((row?.kept ?? 0) < caps.maxPerBusiness) return;
  const message = beneficiaryLimitMessage(caps.maxPerBusiness);
  throw new ApiError(409, message, { code: ERROR_CODES.conflict });
}
