import type { BeneficiarySignals } from '@portal/contracts/beneficiaryAnswers';
import { and, eq, exists, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedOncePerDatabase, tables } from '../../plugins/database';
import { bankDetailsOfRow, toBeneficiaryView } from './beneficiaryView';
import type { Owner } from './beneficiaryStore';

const { beneficiaries, beneficiaryVersions, paymentRequests } = tables;

/** A payment request paying a saved beneficiary, and the owner of the book it pays from. */
export interface PaidFromBook {
  id: string;
  owner: Owner;
}

const previousVersion = alias(beneficiaryVersions, 'previous_version');
const earlierRequest = alias(paymentRequests, 'earlier_request');
const otherBeneficiary = alias(beneficiaries, 'other_beneficiary');
const otherVersion = alias(beneficiaryVersions, 'other_version');

/**
 * The account a version pays: its IBAN, else its account number (with its sort code or routing
 * number). The version paid leaves empty parts out as well as missing ones, as the per-row
 * reading did in JavaScript (`filter(Boolean)`), so the page finds exactly the same duplicates.
 */
const otherAccountKey = sql`coalesce(${otherVersion.iban}, concat_ws(':', ${otherVersion.sortCode}, ${otherVersion.routingNumber}, ${otherVersion.accountNumber}))`;
const paidAccountKey = sql`coalesce(${beneficiaryVersions.iban}, concat_ws(':', nullif(${beneficiaryVersions.sortCode}, ''), nullif(${beneficiaryVersions.routingNumber}, ''), nullif(${beneficiaryVersions.accountNumber}, '')))`;

/**
 * Every signal of a page of requests in one named statement, planned once per connection: the
 * page's ids and owners go as two array parameters, so a page of 2 and one of 20 send the same
 * statement once. Per request: the version it pays and the one before (by primary key), whether
 * an earlier request paid the same beneficiary (payment_requests_beneficiary_idx), and whether
 * the owner's book holds the same account under another name.
 */
const pageSignals = preparedOncePerDatabase((db) =>
  db
    .select({
      paymentId: paymentRequests.id,
      beneficiary: beneficiaries,
      paid: beneficiaryVersions,
      previous: previousVersion,
      paidBefore: exists(
        db
          .select({ one: sql`1` })
          .from(earlierRequest)
          .where(
            and(
              eq(earlierRequest.beneficiaryId, paymentRequests.beneficiaryId),
              ne(earlierRequest.id, paymentRequests.id),
              or(
                lt(earlierRequest.createdAt, paymentRequests.createdAt),
                and(
                  eq(earlierRequest.createdAt, paymentRequests.createdAt),
                  lt(earlierRequest.id, paymentRequests.id),
                ),
              ),
            ),
          ),
      ).mapWith(Boolean),
      duplicate: exists(
        db
          .select({ one: sql`1` })
          .from(otherBeneficiary)
          .innerJoin(
            otherVersion,
            and(
              eq(otherVersion.beneficiaryId, otherBeneficiary.id),
              eq(otherVersion.version, otherBeneficiary.currentVersion),
            ),
          )
          .where(
            and(
              eq(otherBeneficiary.ownerId, beneficiaries.ownerId),
              ne(otherBeneficiary.id, beneficiaries.id),
              sql`lower(${otherBeneficiary.name}) <> lower(${beneficiaries.name})`,
              sql`${otherAccountKey} = ${paidAccountKey}`,
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(paymentRequests)
    .innerJoin(beneficiaries, eq(beneficiaries.id, paymentRequests.beneficiaryId))
    .innerJoin(
      beneficiaryVersions,
      and(
        eq(beneficiaryVersions.beneficiaryId, paymentRequests.beneficiaryId),
        eq(beneficiaryVersions.version, paymentRequests.beneficiaryVersion),
      ),
    )
    .leftJoin(
      previousVersion,
      and(
        eq(previousVersion.beneficiaryId, paymentRequests.beneficiaryId),
        eq(previousVersion.version, sql`${paymentRequests.beneficiaryVersion} - 1`),
      ),
    )
    .where(
      and(
        sql`${paymentRequests.id} = any(${sql.placeholder('ids')}::uuid[])`,
        // Each request's beneficiary read from its own owner's book only.
        sql`(${paymentRequests.id}, ${beneficiaries.ownerId}) in (select * from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('owners')}::uuid[]))`,
      ),
    )
    .prepare('payment_beneficiary_signals'),
);

/** Uuids (checked by the caller's query) as one PostgreSQL array literal. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * What the admin sees beside each request paying a saved beneficiary (D33), for a whole page in
 * one statement: whether no request paid that beneficiary before this one (by the time stored,
 * then the id), whether the bank details paid replaced earlier ones (when, and which), whether
 * the same account is saved under another name in the owner's book, and whether the vendor
 * entered the details. Keyed by request id; a request whose beneficiary version is not in its
 * owner's book is an error, as it cannot be made.
 */
export async function beneficiarySignalsOf(
  db: Db,
  payments: readonly PaidFromBook[],
): Promise<Map<string, BeneficiarySignals>> {
  const signals = new Map<string, BeneficiarySignals>();
  if (payments.length === 0) return signals;
  const rows = await pageSignals(db).execute({
    ids: uuidArray(payments.map((payment) => payment.id)),
    owners: uuidArray(payments.map((payment) => payment.owner)),
  });
  for (const { paymentId, beneficiary, paid, previous, paidBefore, duplicate } of rows) {
    const view = toBeneficiaryView(beneficiary, paid);
    signals.set(paymentId, {
      firstPaymentToBeneficiary: !paidBefore,
      bankDetailsChangedAt: previous ? view.detailsChangedAt : null,
      previousBankDetails: previous ? bankDetailsOfRow(previous) : null,
      duplicateAccountUnderOtherName: duplicate,
      bankDetailsEnteredByVendor: Boolean(view.vendorEntry),
    });
  }
  for (const payment of payments) {
    if (!signals.has(payment.id)) {
      throw new Error(`payment ${payment.id} names a beneficiary version its owner does not have`);
    }
  }
  return signals;
}

/** The signals of one request (its own page): the page's statement with one row. */
export async function beneficiarySignals(
  db: Db,
  owner: Owner,
  payment: { id: string },
): Promise<BeneficiarySignals> {
  const signals = (await beneficiarySignalsOf(db, [{ id: payment.id, owner }])).get(payment.id);
  if (!signals) throw new Error(`payment ${payment.id} names a beneficiary version its owner does not have`);
  return signals;
}
