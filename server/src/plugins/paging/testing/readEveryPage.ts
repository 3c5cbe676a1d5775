/** Shared by the paged lists' tests (not a test itself). */

/** One page as a list route answers it: its rows and the cursor of the next page. */
export interface ReadPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * Follows `nextCursor` from the first page to the last, as a screen's "Load more" does, and
 * answers every page read (so a test sees each page's size as well as the rows in order).
 * Stops with an error past `maxPages`, so a cursor that never ends fails the test instead of hanging it.
 */
export async function readEveryPage<Row>(
  read: (cursor: string | null) => Promise<ReadPage<Row>>,
  maxPages = 50,
): Promise<Row[][]> {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    if (pages.length === maxPages) throw new Error(`still a next page after ${maxPages} pages`);
    const page: ReadPage<Row> = await read(cursor);
    pages.push(page.rows);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}
