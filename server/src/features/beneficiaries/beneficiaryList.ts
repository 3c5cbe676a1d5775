import type { BeneficiaryListData } from '@portal/contracts/beneficiaryAnswers';
import { and, desc, eq, getTableColumns, isNull, like, sql, type SQL } from 'drizzle-orm';
import {
  type Db,
  preparedPerDatabase,
  tables,
  type BeneficiaryRow,
  type BeneficiaryVersionRow,
} from '../../plugins/database';
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

const { beneficiaries, beneficiaryVersions } = tables;

interface ListShape {
  afterCursor: boolean;
  rows: number;
  searching: boolean;
  withArchived: boolean;
}

/** The owner's rows the shape reads, before any search. */
function bookConditions({ afterCursor, withArchived }: ListShape): SQL[] {
  const conditions: SQL[] = [eq(beneficiaries.ownerId, sql.placeholder('owner'))];
  if (!withArchived) conditions.push(isNull(beneficiaries.archivedAt));
  if (afterCursor) conditions.push(olderThanCursor(beneficiaries.createdAt, beneficiaries.id));
  return conditions;
}

const shapeName = (prefix: string, { afterCursor, rows, searching, withArchived }: ListShape) =>
  `${prefix}_${withArchived ? 'all' : 'active'}${searching ? '_search' : ''}_${afterCursor ? 'next' : 'first'}_${rows}`;

/**
 * The book's page, one prepared statement per shape: the owner's rows newest first, filtered by
 * the search text (no trigram index: pg_trgm would need the database plugin and a migration).
 * The bank details are read after the page is cut, by primary key: joined here, PostgreSQL
 * (estimating one row for any LIKE '%…%') would join every match before sorting, 2,500 lookups
 * for a common word (docs/benchmarks: beneficiary search).
 */
const pageQuery = preparedPerDatabase(
  (shape: ListShape) => shapeName('beneficiaries', shape),
  (db, shape, name) => {
    const conditions = bookConditions(shape);
    if (shape.searching) conditions.push(like(beneficiaries.searchText, sql.placeholder('pattern')));
    return db
      .select({ beneficiary: beneficiaries, cursorAt: cursorTime(beneficiaries.createdAt) })
      .from(beneficiaries)
      .where(and(...conditions))
      .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
      .limit(literalLimit(shape.rows))
      .prepare(name);
  },
);

/**
 * How many of the newest rows a search looks through first. Estimating one match for any
 * LIKE '%…%', the planner answers pageQuery's search by reading the whole book and sorting every
 * match (PGlite: 18–28 ms for a word in 2,500 of 10,000), where walking the newest rows by index
 * would stop at the page's last match (0.2 ms). This window bounds that walk (about 1 ms on
 * PGlite) and fills a page for any term in at least one row of 24; a rarer term then reads the
 * whole book as before (docs/benchmarks.md, part 9).
 */
const SEARCH_WINDOW = 500;

/** The search within the newest SEARCH_WINDOW rows after the cursor: a page if they hold one. */
const recentSearchQuery = preparedPerDatabase(
  (shape: ListShape) => shapeName('beneficiaries_recent', shape),
  (db, shape, name) => {
    const recent = db
      .select({
        ...getTableColumns(beneficiaries),
        cursorAt: cursorTime(beneficiaries.createdAt).as('cursor_at'),
      })
      .from(beneficiaries)
      .where(and(...bookConditions(shape)))
      .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
      .limit(literalLimit(SEARCH_WINDOW))
      .as('recent');
    return db
      .select()
      .from(recent)
      .where(like(recent.searchText, sql.placeholder('pattern')))
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .limit(literalLimit(shape.rows))
      .prepare(name);
  },
);

type PageRow = { beneficiary: BeneficiaryRow; cursorAt: string };

/** The page's rows (one more than the page when there is a next page). */
async function pageRows(db: Db, shape: ListShape, params: Record<string, string>): Promise<PageRow[]> {
  if (shape.searching) {
    const recent = await recentSearchQuery(db, shape).execute(params);
    // A full page (and one more) among the newest rows is the page; fewer may be all there is
    // in the window, not in the book.
    if (recent.length >= shape.rows)
      return recent.map(({ cursorAt, ...beneficiary }) => ({ beneficiary, cursorAt }));
  }
  return pageQuery(db, shape).execute(params);
}

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
  const rows = await pageRows(db, shape, {
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
