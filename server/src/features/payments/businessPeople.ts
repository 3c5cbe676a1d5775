import type { BusinessPerson } from '@portal/contracts/paymentAnswers';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, preparedOncePerDatabase, tables } from '../../plugins/database';

const { paymentEvents, users } = tables;

export interface BusinessPeople {
  /** The member who prepared the request (its maker). */
  preparedBy: BusinessPerson | null;
  /** The member who approved it inside the business; null when it needed no approval (yet). */
  approvedInBusinessBy: BusinessPerson | null;
}

/** The timeline states that say who prepared and who approved a request inside its business. */
const BUSINESS_STEPS = ['awaiting_approval', 'pending'] as const;

/**
 * The page's business steps, oldest first, in one named statement: built once, planned once
 * per connection. The page's ids go as one array parameter (a PostgreSQL array literal), so
 * every page size shares the statement; drizzle's `inArray` would write one parameter per id
 * and build the SQL anew on every call, which cost more of a list request's CPU than its rows.
 */
const businessSteps = preparedOncePerDatabase((db) =>
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
        sql`${paymentEvents.paymentId} = any(${sql.placeholder('ids')}::uuid[])`,
        inArray(paymentEvents.status, [...BUSINESS_STEPS]).inlineParams(),
      ),
    )
    .orderBy(asc(paymentEvents.paymentId), asc(paymentEvents.at), asc(paymentEvents.id))
    .prepare('payment_business_steps'),
);

/** Ids (uuids, checked by the caller's query) as one PostgreSQL array literal. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Who prepared and who approved each request inside its business (issue 31). The maker comes
 * with the page's own query (its `createdBy`, else the owning account, joined there); the
 * approver from the timeline, in one query for the page: a request that waited for its
 * business's approval has an `awaiting_approval` row by its maker, then a `pending` row by the
 * member who approved it (the first, by time: a request cleared from screening later has
 * another `pending` row, by staff); one that needed none has a `pending` row by its maker only.
 */
export async function businessPeopleOf(
  db: Db,
  payments: { id: string; maker: BusinessPerson | null }[],
): Promise<Map<string, BusinessPeople>> {
  const people = new Map<string, BusinessPeople>();
  if (payments.length === 0) return people;
  const events = await businessSteps(db).execute({ ids: uuidArray(payments.map((payment) => payment.id)) });
  const stepsOf = new Map<string, typeof events>();
  for (const event of events) {
    const own = stepsOf.get(event.paymentId);
    if (own) own.push(event);
    else stepsOf.set(event.paymentId, [event]);
  }
  for (const payment of payments) {
    const own = stepsOf.get(payment.id) ?? [];
    const waited = own.some((event) => event.status === 'awaiting_approval');
    const approval = waited ? own.find((event) => event.status === 'pending') : undefined;
    people.set(payment.id, {
      preparedBy: payment.maker,
      approvedInBusinessBy: approval ? { name: approval.name, email: approval.email } : null,
    });
  }
  return people;
}
