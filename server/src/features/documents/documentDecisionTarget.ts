import { and, eq, or } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import type { ReviewDeps } from '../decisions';

const { users, documents } = tables;

/** One of a customer's documents, decided on its own. */
export interface DocumentTarget {
  kind: 'document';
  customerId: string;
  documentId: string;
}

/** What a decision route's id names: a customer's whole document set, or one of their documents. */
export type DecisionTarget = { kind: 'set'; customerId: string } | DocumentTarget;

/**
 * What `id` names, in one read (issue 22 point 5 lets the set's routes decide one document too):
 * a customer (role 'user') by their id, or one of a customer's documents by its id. Both are random
 * UUIDs, so an id names one or the other. Null when it names neither (the route answers 404).
 */
export async function decisionTarget(deps: ReviewDeps, id: string): Promise<DecisionTarget | null> {
  const owner = deps.db.select({ userId: documents.userId }).from(documents).where(eq(documents.id, id));
  const [row] = await deps.db
    .select({ customerId: users.id, documentId: documents.id })
    .from(users)
    .leftJoin(documents, and(eq(documents.id, id), eq(documents.userId, users.id)))
    .where(and(or(eq(users.id, id), eq(users.id, owner)), eq(users.role, 'user')))
    .limit(1);
  if (!row) return null;
  return row.documentId
    ? { kind: 'document', customerId: row.customerId, documentId: row.documentId }
    : { kind: 'set', customerId: row.customerId };
}
