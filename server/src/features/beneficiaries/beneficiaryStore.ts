import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';
import { bankDetailsDiffer, bankDetailsOfRow, searchTextOf, toBeneficiaryView } from './beneficiaryView';

const { beneficiaries, beneficiaryVersions } = tables;

/** The owner of a beneficiary book: the customer's user id today, the business's id once businesses exist (D34). */
export type Owner = string;

/** One of the owner's beneficiaries with the bank details of `version` (its current one when left out). */
async function readWithVersion(db: Db, owner: Owner, id: string, version?: number) {
  const [row] = await db
    .select({ beneficiary: beneficiaries, version: beneficiaryVersions })
    .from(beneficiaries)
    .innerJoin(
      beneficiaryVersions,
      and(
        eq(beneficiaryVersions.beneficiaryId, beneficiaries.id),
        version === undefined
          ? eq(beneficiaryVersions.version, beneficiaries.currentVersion)
          : eq(beneficiaryVersions.version, version),
      ),
    )
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.ownerId, owner)));
  return row;
}

/** One of the owner's beneficiaries as it is now; undefined for another owner's, exactly as for none. */
export async function readBeneficiary(
  db: Db,
  owner: Owner,
  id: string,
): Promise<BeneficiaryView | undefined> {
  const row = await readWithVersion(db, owner, id);
  return row && toBeneficiaryView(row.beneficiary, row.version);
}

/**
 * A beneficiary with the bank details of one version, for a payment request made with it: the
 * details it was paid with stay readable after later edits and after archiving.
 */
export async function readBeneficiaryVersion(
  db: Db,
  owner: Owner,
  id: string,
  version: number,
): Promise<BeneficiaryView | undefined> {
  const row = await readWithVersion(db, owner, id, version);
  return row && toBeneficiaryView(row.beneficiary, row.version);
}

/** Saves a new beneficiary with version 1 of its bank details (in the caller's transaction). */
/** Who typed the bank details: a member (the default) or the vendor through a details link (D43). */
export interface EnteredBy {
  enteredByVendor?: boolean;
}

export async function insertBeneficiary(
  tx: Db,
  owner: Owner,
  input: BeneficiaryInput,
  { enteredByVendor = false }: EnteredBy = {},
): Promise<BeneficiaryView> {
  const [row] = await tx
    .insert(beneficiaries)
    .values({
      ownerId: owner,
      name: input.name,
      address: input.address,
      country: input.country,
      currency: input.currency,
      email: input.email,
      currentVersion: 1,
      searchText: searchTextOf(input),
    })
    .returning();
  if (!row) throw new Error('the beneficiary was not saved');
  const [version] = await tx
    .insert(beneficiaryVersions)
    .values({ beneficiaryId: row.id, version: 1, ...bankDetailsOf(input), enteredByVendor })
    .returning();
  if (!version) throw new Error('the bank details were not saved');
  return toBeneficiaryView(row, version);
}

const bankDetailsOf = (input: BeneficiaryInput) => ({
  corridor: input.corridor,
  bankName: input.bankName,
  iban: input.iban,
  bic: input.bic,
  routingNumber: input.routingNumber,
  sortCode: input.sortCode,
  accountNumber: input.accountNumber,
});

/**
 * Changes a beneficiary (in the caller's transaction, the row locked first so two edits queue up):
 * new bank details make version n+1; the name, address, country, currency or e-mail alone do not.
 * Undefined when the owner has no such beneficiary.
 */
export async function updateBeneficiary(
  tx: Db,
  owner: Owner,
  id: string,
  input: BeneficiaryInput,
  { enteredByVendor = false }: EnteredBy = {},
): Promise<{ before: BeneficiaryView; after: BeneficiaryView; changedAt: Date } | undefined> {
  await tx.execute(
    sql`select 1 from ${beneficiaries} where ${beneficiaries.id} = ${id} and ${beneficiaries.ownerId} = ${owner} for update`,
  );
  const current = await readWithVersion(tx, owner, id);
  if (!current) return undefined;
  const before = toBeneficiaryView(current.beneficiary, current.version);
  let version = current.version;
  if (bankDetailsDiffer(bankDetailsOfRow(current.version), bankDetailsOf(input))) {
    const [added] = await tx
      .insert(beneficiaryVersions)
      .values({
        beneficiaryId: id,
        version: current.version.version + 1,
        ...bankDetailsOf(input),
        enteredByVendor,
      })
      .returning();
    if (!added) throw new Error('the bank details were not saved');
    version = added;
  }
  const [row] = await tx
    .update(beneficiaries)
    .set({
      name: input.name,
      address: input.address,
      country: input.country,
      currency: input.currency,
      email: input.email,
      currentVersion: version.version,
      searchText: searchTextOf(input),
      updatedAt: sql`now()`,
    })
    .where(eq(beneficiaries.id, id))
    .returning();
  if (!row) throw new Error('the beneficiary was not updated');
  // The change's time: the database's, as its new version's (a webhook orders messages by it).
  return { before, after: toBeneficiaryView(row, version), changedAt: row.updatedAt };
}

/**
 * Archives a beneficiary (kept, never deleted: payments point at its versions). Answers
 * whether this call archived it, and the beneficiary; undefined when the owner has none such.
 */
export async function archiveBeneficiary(
  tx: Db,
  owner: Owner,
  id: string,
): Promise<{ archivedNow: boolean; beneficiary: BeneficiaryView } | undefined> {
  const changed = await tx
    .update(beneficiaries)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.ownerId, owner), isNull(beneficiaries.archivedAt)))
    .returning({ id: beneficiaries.id });
  const beneficiary = await readBeneficiary(tx, owner, id);
  return beneficiary && { archivedNow: changed.length > 0, beneficiary };
}

/**
 * Confirms the current bank details of one of the owner's beneficiaries that the vendor entered
 * (D43), so that they can be paid. `UPDATE … WHERE confirmed_at IS NULL` decides a race: the
 * second confirmation finds nothing waiting. Answers the beneficiary and whether this call
 * confirmed it; undefined when the owner has no such beneficiary.
 */
export async function confirmVendorEntry(
  tx: Db,
  owner: Owner,
  id: string,
  by: string,
  now: Date,
): Promise<{ confirmedNow: boolean; beneficiary: BeneficiaryView } | undefined> {
  const changed = await tx
    .update(beneficiaryVersions)
    .set({ confirmedAt: now, confirmedBy: by })
    .where(
      and(
        eq(beneficiaryVersions.beneficiaryId, id),
        eq(beneficiaryVersions.enteredByVendor, true),
        isNull(beneficiaryVersions.confirmedAt),
        sql`${beneficiaryVersions.version} = (select ${beneficiaries.currentVersion} from ${beneficiaries} where ${beneficiaries.id} = ${id} and ${beneficiaries.ownerId} = ${owner})`,
      ),
    )
    .returning({ version: beneficiaryVersions.version });
  const beneficiary = await readBeneficiary(tx, owner, id);
  return beneficiary && { confirmedNow: changed.length > 0, beneficiary };
}
