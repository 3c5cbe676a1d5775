import { maskAccountNumber } from '@portal/rules/paymentAccounts';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import type { BeneficiaryBankDetails } from '@portal/contracts/beneficiaryAnswers';
import {
  ADMIN_PAYMENT_QUEUES,
  BUSINESS_ONLY_STATES,
  isPaymentState,
  type PaymentState,
} from '@portal/rules/paymentLifecycle';
import type { AdminPaymentFilter } from '@portal/contracts/paymentRequests';
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedPerDatabase, tables } from '../../plugins/database';
import {
  cursorParams,
  cursorTime,
  encodeCursor,
  literalLimit,
  olderThanCursor,
  type PageCursor,
} from '../../plugins/paging';
import { notFound } from '../../plugins/http';
import { bankDetailsOfRow, beneficiarySignalsOf } from '../beneficiaries';
import { businessPeopleOf } from './businessPeople';
import { moneyOf, paymentListColumns, purposeOf } from './customerPayment';

const { beneficiaryVersions, paymentRequests, profiles, users } = tables;

const decider = alias(users, 'decider');
/** The member who made the request, when not its owning account (createdBy). */
const maker = alias(users, 'maker');

export interface AdminPaymentQuery {
  status: AdminPaymentFilter;
  cursor: PageCursor | null;
  limit: number;
  /** One request only (the row a decision answers with). */
  id?: string;
  /**
   * The previous bank details in full (the request's own page, where staff pay it out); a list
   * shows their account number masked like the request's own.
   */
  fullDetails?: boolean;
}

/** A list's bank details: the IBAN and account number masked like the row's own; the codes whole. */
const maskedBankDetails = (details: BeneficiaryBankDetails): BeneficiaryBankDetails => ({
  ...details,
  iban: details.iban === null ? null : maskAccountNumber(details.iban),
  accountNumber: details.accountNumber === null ? null : maskAccountNumber(details.accountNumber),
});

export interface AdminPaymentPage {
  payments: AdminPaymentRow[];
  nextCursor: string | null;
}

/**
 * All requests, those of one status, or one request by id; a first page or one after
 * a cursor; and how many rows it reads.
 */
interface AdminShape {
  rows: AdminPaymentFilter | 'one';
  afterCursor: boolean;
  limit: number;
}

/**
 * The list's query, one prepared statement per shape. The status is written into the
 * SQL, not sent as a parameter: the generic plan PostgreSQL keeps for a statement is
 * made without the parameters' values, and not knowing how rare pending requests
 * are, it read a next page by date through payment_requests_created_idx and threw
 * the other statuses away. Knowing the status, it reads payment_requests_status_idx.
 */
const adminQuery = preparedPerDatabase(
  ({ rows, afterCursor, limit }: AdminShape) =>
    `admin_payments_${rows}_${afterCursor ? 'next' : 'first'}_${limit}`,
  (db, { rows, afterCursor, limit }, name) => {
    const conditions: SQL[] = [];
    if (rows === 'one') conditions.push(eq(paymentRequests.id, sql.placeholder('id')));
    else if (isPaymentState(rows)) conditions.push(eq(paymentRequests.status, rows).inlineParams());
    // Every request staff may see: not those still their business's own (issue 21).
    else if (rows === 'all')
      conditions.push(notInArray(paymentRequests.status, [...BUSINESS_ONLY_STATES]).inlineParams());
    else {
      // A work queue: its states, written into the SQL like a single state.
      const states: readonly PaymentState[] = ADMIN_PAYMENT_QUEUES[rows];
      conditions.push(inArray(paymentRequests.status, [...states]).inlineParams());
    }
    if (afterCursor) conditions.push(olderThanCursor(paymentRequests.createdAt, paymentRequests.id));
    return db
      .select({
        payment: paymentListColumns,
        cursorAt: cursorTime(paymentRequests.createdAt),
        userName: users.name,
        userEmail: users.email,
        companyName: profiles.companyName,
        decidedByEmail: decider.email,
        decidedByName: decider.name,
        makerName: maker.name,
        makerEmail: maker.email,
        // The bank details it pays, as the version it was made with (its primary key): the card
        // shows every field the request's page shows, a UK sort code too.
        paidVersion: beneficiaryVersions,
      })
      .from(paymentRequests)
      .innerJoin(users, eq(users.id, paymentRequests.userId))
      .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
      .leftJoin(decider, eq(decider.id, paymentRequests.decidedBy))
      .leftJoin(maker, eq(maker.id, paymentRequests.createdBy))
      .leftJoin(
        beneficiaryVersions,
        and(
          eq(beneficiaryVersions.beneficiaryId, paymentRequests.beneficiaryId),
          eq(beneficiaryVersions.version, paymentRequests.beneficiaryVersion),
        ),
      )
      .where(and(...conditions))
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(literalLimit(limit))
      .prepare(name);
  },
);

/**
 * The admin payment requests screen's rows, newest first, a page at a time: the customer's
 * name and company, the amounts and rate as stored, the account number masked to
 * its last four characters, and who decided.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentQuery): Promise<AdminPaymentPage> {
  // One row more than the page: whether it comes back says whether there is a next page.
  const shape: AdminShape = {
    rows: query.id ? 'one' : query.status,
    afterCursor: query.cursor !== null,
    limit: query.limit + 1,
  };
  const rows = await adminQuery(db, shape).execute({
    id: query.id,
    ...(query.cursor ? cursorParams(query.cursor) : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // What the reviewer should know about each request's beneficiary (D33): one statement a page.
  const signals = await beneficiarySignalsOf(
    db,
    page.flatMap(({ payment }) =>
      payment.beneficiaryId && payment.beneficiaryVersion !== null
        ? [{ id: payment.id, owner: payment.userId }]
        : [],
    ),
  );
  // The maker: the member named as creator, else the owning account (both joined above).
  const people = await businessPeopleOf(
    db,
    page.map(({ payment, userName, userEmail, makerName, makerEmail }) => ({
      id: payment.id,
      maker: payment.createdBy
        ? makerName !== null && makerEmail !== null
          ? { name: makerName, email: makerEmail }
          : null
        : { name: userName, email: userEmail },
    })),
  );
  const shown = (id: string) => {
    const found = signals.get(id) ?? null;
    if (!found?.previousBankDetails || query.fullDetails) return found;
    const previous = found.previousBankDetails;
    return {
      ...found,
      previousBankDetails: {
        ...previous,
        iban: previous.iban === null ? null : maskAccountNumber(previous.iban),
        accountNumber: previous.accountNumber === null ? null : maskAccountNumber(previous.accountNumber),
      },
    };
  };
  return {
    payments: page.map(
      ({ payment, userName, userEmail, companyName, decidedByEmail, decidedByName, paidVersion }) => ({
        id: payment.id,
        ...purposeOf(payment),
        signals: shown(payment.id),
        reference: payment.reference,
        userId: payment.userId,
        userName,
        userEmail,
        companyName: companyName ?? '',
        recipientCompany: payment.recipientCompany,
        recipientBank: payment.recipientBank,
        recipientBankSwiftCode: payment.swiftCode,
        accountNumber: maskAccountNumber(payment.accountNumber),
        bankDetails: paidVersion ? maskedBankDetails(bankDetailsOfRow(paidVersion)) : null,
        ...moneyOf(payment),
        invoiceFile: payment.invoiceStorageKey ? payment.invoiceFileName : null,
        status: payment.status,
        submittedAt: payment.createdAt.toISOString(),
        decidedAt: payment.decidedAt?.toISOString() ?? null,
        decidedBy: payment.decidedBy ? (decidedByEmail ?? null) : null,
        decidedByName: payment.decidedBy ? (decidedByName ?? null) : null,
        reason: payment.closedReason ?? payment.reason,
        preparedBy: people.get(payment.id)?.preparedBy ?? null,
        approvedInBusinessBy: people.get(payment.id)?.approvedInBusinessBy ?? null,
      }),
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.payment.id })
        : null,
  };
}

/** One request's row of the list, as a staff move or decision answers it; 404 when there is none. */
export async function adminPaymentRow(db: Db, id: string): Promise<AdminPaymentRow> {
  const { payments } = await listAdminPayments(db, { status: 'all', cursor: null, limit: 1, id });
  const [row] = payments;
  if (!row) throw notFound();
  return row;
}
