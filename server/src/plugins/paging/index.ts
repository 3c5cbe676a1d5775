// The one page cursor of the API's keyset-paged lists (newest first over created_at, id): how a
// list query reads after it and how a route decodes the query string's cursor.
export {
  cursorParams,
  cursorTime,
  decodeCursor,
  encodeCursor,
  literalLimit,
  newerThanPosition,
  olderThanCursor,
  olderThanPosition,
  pageOf,
  type CursorIdKind,
  type PageCursor,
} from './pageCursor';
