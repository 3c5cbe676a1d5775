import type { BusinessPerson } from '@portal/contracts/paymentAnswers';
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { paymentEvents, users } = tables;

export interface BusinessPeople {
  /** The member who prepared the request (its maker). */
  preparedBy: BusinessPerson | null;
  /** The member who approved it inside the business; null when it needed no approval (yet). */
  approvedInBusinessBy: BusinessPerson | null;
}

/**
 * Who prepared and who approved each request inside its business (issue 31), read from the
 * timeline in one query for a page: a request that waited for its business's approval has an
 * `awaiting_approval` row by its maker, then a `pending` row by the member who approved it;
 * one that needed none has a `pending` row by its maker only. The maker falls back to the
 * request's creator column (`createdBy`, then the owning account) when no row names them.
 */
export async function businessPeopleOf(
  db: Db,
  payments: { id: string; createdBy: string | null; userId: string }[],
): Promise<Map<string, BusinessPeople>> {
  const people = new Map<string, BusinessPeople>();
  if (payments.length === 0) return people;
  const ids = payments.map((payment) => payment.id);
  const makerIds = [...new Set(payments.map((payment) => payment.createdBy ?? payment.userId))];
  const [events, makers] = await Promise.all([
    db
      .select({
        paymentId: paymentEvents.paymentId,
        status: paymentEvents.status,
        name: users.name,
        email: users.email,
      })
      .from(paymentEvents)
      .innerJoin(users, eq(users.id, paymentEvents.actorId))
      .where(
        and(
          inArray(paymentEvents.paymentId, ids),
          inArray(paymentEvents.status, ['awaiting_approval', 'pending']),
        ),
      ),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, makerIds)),
  ]);
  for (const payment of payments) {
    const own = events.filter((event) => event.paymentId === payment.id);
    const waited = own.some((event) => event.status === 'awaiting_approval');
    const approval = waited ? own.find((event) => event.status === 'pending') : undefined;
    const maker = makers.find((user) => user.id === (payment.createdBy ?? payment.userId));
    people.set(payment.id, {
      preparedBy: maker ? { name: maker.name, email: maker.email } : null,
      approvedInBusinessBy: approval ? { name: approval.name, email: approval.email } : null,
    });
  }
  return people;
}
