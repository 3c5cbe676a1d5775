import { maskAccountNumber, type AdminPaymentRow, type ReviewFilter } from '@portal/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/database';
import { paymentRequests, profiles, users } from '../../plugins/database/schema';
import { moneyOf } from './customerPayment';
import { cursorTime, encodeCursor, olderThan, type PageCursor } from './pageCursor';

const decider = alias(users, 'decider');

export interface AdminPaymentQuery {
  status: ReviewFilter;
  cursor: PageCursor | null;
  limit: number;
  /** One request only (the row a decision answers with). */
  id?: string;
}

export interface AdminPaymentPage {
  payments: AdminPaymentRow[];
  nextCursor: string | null;
}

/**
 * Spec §3 admin payment request rows, newest first, a page at a time: the customer's
 * name and company, the amounts and rate as stored, the account number masked to
 * its last four characters, and who decided.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentQuery): Promise<AdminPaymentPage> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(paymentRequests.status, query.status));
  if (query.cursor) conditions.push(olderThan(paymentRequests.createdAt, paymentRequests.id, query.cursor));
  if (query.id) conditions.push(eq(paymentRequests.id, query.id));
  const rows = await db
    .select({
      payment: paymentRequests,
      cursorAt: cursorTime(paymentRequests.createdAt),
      userName: users.name,
      userEmail: users.email,
      companyName: profiles.companyName,
      decidedByEmail: decider.email,
    })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .leftJoin(decider, eq(decider.id, paymentRequests.decidedBy))
    .where(and(...conditions))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    payments: page.map(({ payment, userName, userEmail, companyName, decidedByEmail }) => ({
      id: payment.id,
      reference: payment.reference,
      userId: payment.userId,
      userName,
      userEmail,
      companyName: companyName ?? '',
      recipientCompany: payment.recipientCompany,
      recipientBank: payment.recipientBank,
      recipientBankSwiftCode: payment.swiftCode,
      accountNumber: maskAccountNumber(payment.accountNumber),
      ...moneyOf(payment),
      invoiceFile: payment.invoiceStorageKey ? payment.invoiceFileName : null,
      status: payment.status,
      submittedAt: payment.createdAt.toISOString(),
      decidedAt: payment.decidedAt?.toISOString() ?? null,
      decidedBy: payment.decidedBy ? (decidedByEmail ?? null) : null,
      reason: payment.reason,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.payment.id })
        : null,
  };
}
