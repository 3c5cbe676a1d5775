import type { TimelineEntry } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { PRODUCT } from '../../plugins/mail';
import { asc, eq } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { paymentEvents, users } = tables;

/** One timeline row, written in the move's own transaction (D29). */
export async function recordPaymentEvent(
  tx: Db,
  event: { paymentId: string; status: PaymentState; at: Date; actorId: string | null; note?: string | null },
): Promise<void> {
  await tx.insert(paymentEvents).values({
    paymentId: event.paymentId,
    status: event.status,
    at: event.at,
    actorId: event.actorId,
    note: event.note ?? null,
  });
}

/** Who reads the timeline: a member of its business (by id) or staff. */
export type TimelineViewer = { kind: 'customer'; id: string; business: string } | { kind: 'admin' };

/**
 * A request's timeline, oldest first. Members see their own name with "(you)" for their own
 * moves (issue 31: a person is named as who did it), a fellow member's name for theirs (who made and who approved, D34), and the product's name for
 * staff's and the system's (staff are not named to customers);
 * staff see who acted by name and e-mail, and the product's name for the system (the expiry job).
 */
export async function readTimeline(
  db: Db,
  paymentId: string,
  viewer: TimelineViewer,
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      status: paymentEvents.status,
      at: paymentEvents.at,
      note: paymentEvents.note,
      actorId: paymentEvents.actorId,
      actorEmail: users.email,
      actorName: users.name,
      actorBusiness: users.businessId,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.actorId))
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
  // A recorded payout waiting for a second member of staff is staff's own step (D35): the
  // customer's page reads as funded until it is sent, so its entry (and the bank reference
  // in its note) is not theirs yet.
  const shown = viewer.kind === 'customer' ? rows.filter((row) => row.status !== 'payout_recorded') : rows;
  return shown.map((row) => ({
    status: row.status,
    at: row.at.toISOString(),
    by:
      viewer.kind === 'customer'
        ? row.actorId !== null && row.actorId === viewer.id
          ? row.actorName
            ? `${row.actorName} (you)`
            : 'You'
          : row.actorBusiness !== null && row.actorBusiness === viewer.business && row.actorName
            ? row.actorName
            : PRODUCT
        : (row.actorName ?? row.actorEmail ?? PRODUCT),
    // Staff read a person as everywhere on their screens: the name, then the e-mail (issue 31).
    ...(viewer.kind !== 'customer' && row.actorEmail ? { byEmail: row.actorEmail } : {}),
    note: row.note,
  }));
}
