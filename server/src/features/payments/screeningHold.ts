import { SCREENING_MESSAGES, type ScreeningHold, type ScreeningHoldsData } from '@portal/contracts/screening';
import { and, asc, count, eq } from 'drizzle-orm';
import { type Db, tables, type PaymentRequestRow } from '../../plugins/database';
import { cursorTime, newerThanPosition, pageOf, type PageCursor } from '../../plugins/paging';
import type { ScreeningPolicy } from '../screening';
import { moneyOf } from './customerPayment';
import type { PaymentDeps } from './paymentDeps';
import { recordMove } from './movePayment';

const { beneficiaries, paymentRequests, paymentScreenings, profiles, users } = tables;

/**
 * Screens a request that has just reached the platform's review (pending: on submit, or on its
 * business's approval), in that move's transaction (D44). A beneficiary name that is a likely
 * match on the sanctions list holds it in 'screening' with the matched entry, before staff review
 * it or the customer is asked for naira; the timeline says so (not which entry), the audit names
 * the entry. A request is screened once: one cleared stays cleared.
 */
export async function holdIfListed(
  tx: Db,
  deps: Pick<PaymentDeps, 'mailer' | 'publicUrl'> & { screening: ScreeningPolicy },
  row: PaymentRequestRow,
  at: Date,
): Promise<PaymentRequestRow> {
  const list = deps.screening.sanctions;
  if (row.status !== 'pending' || !list) return row;
  const match = list.match(row.recipientCompany);
  if (!match) return row;
  const [screened] = await tx
    .insert(paymentScreenings)
    .values({
      paymentId: row.id,
      screenedName: row.recipientCompany,
      entryId: match.entryId,
      entryName: match.name,
      entryType: match.type,
      entryProgram: match.program,
      entryRemarks: match.remarks,
      score: match.score,
      listFile: list.fileName,
      heldAt: at,
    })
    .onConflictDoNothing()
    .returning({ paymentId: paymentScreenings.paymentId });
  if (!screened) return row;
  const [held] = await tx
    .update(paymentRequests)
    .set({ status: 'screening', statusChangedAt: at })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, 'pending')))
    .returning();
  if (!held) throw new Error(`payment ${row.id} left pending while it was being screened`);
  await recordMove(tx, deps, held, {
    move: 'holdForScreening',
    before: 'pending',
    actor: { kind: 'system', account: null },
    at,
    note: SCREENING_MESSAGES.heldNote,
    auditAfter: {
      screenedName: row.recipientCompany,
      matchedEntry: { entryId: match.entryId, name: match.name, program: match.program },
      score: match.score,
      list: list.fileName,
    },
  });
  return held;
}

/** Writes the reviewer's outcome beside the hold, in the move's transaction. */
export async function decideHold(
  tx: Db,
  paymentId: string,
  decision: { outcome: 'cleared' | 'rejected'; by: string; at: Date; note: string | null },
): Promise<void> {
  const [decided] = await tx
    .update(paymentScreenings)
    .set({ outcome: decision.outcome, decidedBy: decision.by, decidedAt: decision.at, note: decision.note })
    .where(and(eq(paymentScreenings.paymentId, paymentId), eq(paymentScreenings.outcome, 'held')))
    .returning({ paymentId: paymentScreenings.paymentId });
  if (!decided) throw new Error(`payment ${paymentId} was in screening without a hold`);
}

const holdColumns = {
  payment: paymentRequests,
  screening: paymentScreenings,
  companyName: profiles.companyName,
  userName: users.name,
  beneficiaryCountry: beneficiaries.country,
  // Where the hold stands in the queue, to the microsecond (the page cursor's time).
  position: cursorTime(paymentScreenings.heldAt),
};

type HoldRow = {
  payment: PaymentRequestRow;
  screening: typeof paymentScreenings.$inferSelect;
  companyName: string | null;
  userName: string;
  beneficiaryCountry: string | null;
  position: string;
};

const holdOf = ({
  payment,
  screening,
  companyName,
  userName,
  beneficiaryCountry,
}: HoldRow): ScreeningHold => {
  const money = moneyOf(payment);
  return {
    paymentId: payment.id,
    reference: payment.reference,
    businessName: companyName || userName,
    beneficiaryName: screening.screenedName,
    beneficiaryCountry,
    foreignAmount: money.foreignAmount,
    foreignCurrency: money.foreignCurrency,
    heldAt: screening.heldAt.toISOString(),
    match: {
      entryId: screening.entryId,
      name: screening.entryName,
      type: screening.entryType,
      program: screening.entryProgram,
      remarks: screening.entryRemarks,
      score: screening.score,
    },
  };
};

const holdQuery = (db: Db) =>
  db
    .select(holdColumns)
    .from(paymentScreenings)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentScreenings.paymentId))
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, paymentRequests.beneficiaryId));

/**
 * The Screening queue: requests held now, oldest first (a work queue is worked from its oldest
 * end), `limit` at a time after `cursor` with the API's one page cursor.
 */
export async function listHolds(
  db: Db,
  page: { cursor: PageCursor | null; limit: number },
): Promise<ScreeningHoldsData> {
  const held = and(eq(paymentScreenings.outcome, 'held'), eq(paymentRequests.status, 'screening'));
  const rows = await holdQuery(db)
    .where(
      page.cursor
        ? and(held, newerThanPosition(paymentScreenings.heldAt, paymentScreenings.paymentId, page.cursor))
        : held,
    )
    .orderBy(asc(paymentScreenings.heldAt), asc(paymentScreenings.paymentId))
    .limit(page.limit + 1);
  const { page: shown, nextCursor } = pageOf(rows, page.limit, (row) => ({
    createdAt: row.position,
    id: row.payment.id,
  }));
  return { holds: shown.map(holdOf), nextCursor };
}

/** One request's hold, whatever its outcome (the answer of a clear or a reject). */
export async function readHold(db: Db, paymentId: string): Promise<ScreeningHold | null> {
  const [row] = await holdQuery(db).where(eq(paymentScreenings.paymentId, paymentId));
  return row ? holdOf(row) : null;
}

/** How many requests wait in the Screening queue. */
export async function countHolds(db: Db): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'screening'));
  return row?.held ?? 0;
}
