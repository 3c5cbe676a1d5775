import type { BeneficiaryListData } from '@portal/contracts';
import { and, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../plugins/database';
import { beneficiaries, beneficiaryVersions } from '../../plugins/database/schema';
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
 * The book's query, one prepared statement per shape. It walks the owner's index newest first
 * (the partial one of active rows unless archived ones are asked for) and filters it by the
 * search text, stopping at a page: no pg_trgm on PGlite, and one owner's 10,000 rows are read
 * well within the budget (docs/benchmarks: beneficiary search).
 */
const listQuery = preparedPerDatabase(
  ({ afterCursor, rows, searching, withArchived }: ListShape) =>
    `beneficiaries_${withArchived ? 'all' : 'active'}${searching ? '_search' : ''}_${afterCursor ? 'next' : 'first'}_${rows}`,
  (db, { afterCursor, rows, searching, withArchived }, name) => {
    const conditions: SQL[] = [eq(beneficiaries.ownerId, sql.placeholder('owner'))];
    if (!withArchived) conditions.push(isNull(beneficiaries.archivedAt));
    if (searching) conditions.push(like(beneficiaries.searchText, sql.placeholder('pattern')));
    if (afterCursor) conditions.push(olderThanCursor(beneficiaries.createdAt, beneficiaries.id));
    return db
      .select({
        beneficiary: beneficiaries,
        version: beneficiaryVersions,
        cursorAt: cursorTime(beneficiaries.createdAt),
      })
      .from(beneficiaries)
      .innerJoin(
        beneficiaryVersions,
        and(
          eq(beneficiaryVersions.beneficiaryId, beneficiaries.id),
          eq(beneficiaryVersions.version, beneficiaries.currentVersion),
        ),
      )
      .where(and(...conditions))
      .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
      .limit(literalLimit(rows))
      .prepare(name);
  },
);

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
  const rows = await listQuery(db, shape).execute({
    owner,
    ...(searching && page.search ? { pattern: containsPattern(page.search) } : {}),
    ...(page.cursor ? cursorParams(page.cursor) : {}),
  });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    beneficiaries: shown.map((row) => toBeneficiaryView(row.beneficiary, row.version)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.beneficiary.id })
        : null,
  };
}
