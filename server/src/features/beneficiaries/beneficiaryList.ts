import type { BeneficiaryListData } from '@portal/contracts';
import { and, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../plugins/database';
import {
  beneficiaries,
  beneficiaryVersions,
  type BeneficiaryRow,
  type BeneficiaryVersionRow,
} from '../../plugins/database/schema';
import {
  cursorParams,
  cursorTime,
  encodeCursor,
  literalLimit,
  olderThanCursor,
  type PageCursor,
} from '../../plugins/paging';
import { containsPattern, toBeneficiaryView } from './beneficiaryView';
import type { Owner } from './beneficiaryStore';

interface ListShape {
  afterCursor: boolean;
  rows: number;
  searching: boolean;
  withArchived: boolean;
}

/**
 * The book's page, one prepared statement per shape: the owner's rows newest first, filtered by
 * the search text (no pg_trgm on PGlite). The bank details are read after the page is cut, by
 * primary key: joined here, PostgreSQL (estimating one row for any LIKE '%…%') would join every
 * match before sorting, 2,500 lookups for a common word (docs/benchmarks: beneficiary search).
 */
const pageQuery = preparedPerDatabase(
  ({ afterCursor, rows, searching, withArchived }: ListShape) =>
    `beneficiaries_${withArchived ? 'all' : 'active'}${searching ? '_search' : ''}_${afterCursor ? 'next' : 'first'}_${rows}`,
  (db, { afterCursor, rows, searching, withArchived }, name) => {
    const conditions: SQL[] = [eq(beneficiaries.ownerId, sql.placeholder('owner'))];
    if (!withArchived) conditions.push(isNull(beneficiaries.archivedAt));
    if (searching) conditions.push(like(beneficiaries.searchText, sql.placeholder('pattern')));
    if (afterCursor) conditions.push(olderThanCursor(beneficiaries.createdAt, beneficiaries.id));
    return db
      .select({ beneficiary: beneficiaries, cursorAt: cursorTime(beneficiaries.createdAt) })
      .from(beneficiaries)
      .where(and(...conditions))
      .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
      .limit(literalLimit(rows))
      .prepare(name);
  },
);

/** The versions the page's rows name (their current ones as the page read them). */
async function versionsOf(db: Db, rows: BeneficiaryRow[]) {
  if (rows.length === 0) return new Map<string, BeneficiaryVersionRow>();
  const pairs = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.currentVersion}::integer)`),
    sql`, `,
  );
  const versions = await db
    .select()
    .from(beneficiaryVersions)
    .where(sql`(${beneficiaryVersions.beneficiaryId}, ${beneficiaryVersions.version}) in (${pairs})`);
  return new Map(versions.map((version) => [version.beneficiaryId, version]));
}

/** The owner's beneficiaries, newest first, a page at a time, optionally searched. */
export async function listBeneficiaries(
  db: Db,
  owner: Owner,
  page: { cursor: PageCursor | null; limit: number; search?: string; withArchived: boolean },
): Promise<BeneficiaryListData> {
  const searching = Boolean(page.search);
  // One row more than the page: whether it comes back says whether there is a next page.
  const shape = {
    afterCursor: page.cursor !== null,
    rows: page.limit + 1,
    searching,
    withArchived: page.withArchived,
  };
  const rows = await pageQuery(db, shape).execute({
    owner,
    ...(searching && page.search ? { pattern: containsPattern(page.search) } : {}),
    ...(page.cursor ? cursorParams(page.cursor) : {}),
  });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const versions = await versionsOf(
    db,
    shown.map((row) => row.beneficiary),
  );
  return {
    beneficiaries: shown.map((row) => {
      const version = versions.get(row.beneficiary.id);
      if (!version)
        throw new Error(`beneficiary ${row.beneficiary.id} has no version ${row.beneficiary.currentVersion}`);
      return toBeneficiaryView(row.beneficiary, version);
    }),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.beneficiary.id })
        : null,
  };
}
