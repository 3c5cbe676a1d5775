/**
 * A PostgreSQL array literal (`{"a","b"}`) passed as one parameter and cast in the statement
 * (`::uuid[]`): drizzle's `sql` spreads a JS array into one parameter per element, and a batch's
 * columns are sent as one array each, whatever the batch's size.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values
    .map((value) =>
      value === null
        ? 'NULL'
        : typeof value === 'number'
          ? String(value)
          : `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`,
    )
    .join(',')}}`;
}
