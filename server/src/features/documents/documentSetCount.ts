import { and, countDistinct, eq, isNull, ne } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { users, documents } = tables;

/**
 * Customers with a current document waiting for an admin (the dashboard's document approvals card);
 * a refused registration's documents wait for the customer, not for an admin.
 */
export async function countPendingDocumentSets(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(documents.userId) })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(
      and(
        eq(users.role, 'user'),
        ne(users.registrationStatus, 'rejected'),
        eq(documents.status, 'pending'),
        isNull(documents.supersededAt),
      ),
    );
  return row?.value ?? 0;
}
