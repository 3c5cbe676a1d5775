import { and, count, eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { isReviewableCustomer } from './registrationRows';
import { isSubmittedRegistration } from './registrationSubmitted';

const { users } = tables;

/** Registrations waiting for an admin (the dashboard's card): the rows the Registrations page lists as pending. */
export async function countPendingRegistrations(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isReviewableCustomer(), eq(users.registrationStatus, 'pending'), isSubmittedRegistration()));
  return row?.value ?? 0;
}

/** Every customer account (the dashboard's total users card). */
export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.businessId, users.id)));
  return row?.value ?? 0;
}
