/**
 * An ILIKE pattern matching `search` anywhere, taken literally: the admin's `%` or
 * `_` are characters to find, not wildcards (backslash is PostgreSQL's LIKE escape).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
