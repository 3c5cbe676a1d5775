import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';
import { toBeneficiaryView } from './beneficiaryView';
import type { Owner } from './beneficiaryStore';

const { beneficiaries, beneficiaryVersions } = tables;

/**
 * Several of the owner's beneficiaries as they are now, by id, in one query (a bulk payment's
 * saved payees, issue 36); another owner's id is absent from the map exactly as an unknown one.
 * With `lock`, the rows are held for share until the transaction ends, as a single payment holds
 * its one beneficiary, so an edit cannot slip between the check and the payments made with it.
 */
export async function readBeneficiariesById(
  db: Db,
  owner: Owner,
  ids: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<string, BeneficiaryView>> {
  const found = new Map<string, BeneficiaryView>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  if (lock) {
    await db.execute(
      sql`select 1 from ${beneficiaries} where ${beneficiaries.ownerId} = ${owner} and ${inArray(beneficiaries.id, unique)} for share`,
    );
  }
  const rows = await db
    .select({ beneficiary: beneficiaries, version: beneficiaryVersions })
    .from(beneficiaries)
    .innerJoin(
      beneficiaryVersions,
      and(
        eq(beneficiaryVersions.beneficiaryId, beneficiaries.id),
        eq(beneficiaryVersions.version, beneficiaries.currentVersion),
      ),
    )
    .where(and(eq(beneficiaries.ownerId, owner), inArray(beneficiaries.id, unique)));
  for (const row of rows) found.set(row.beneficiary.id, toBeneficiaryView(row.beneficiary, row.version));
  return found;
}
