import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { KeysetPosition } from './keysetBatches';

/** A timestamptz column as the keyset keeps it: UTC, to the microsecond. */
export const keysetTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after `position` in (time desc, id desc) order, newest first as the lists show
 * them. A row comparison, which the (…, created_at desc, id desc) indexes serve as one
 * range; the id's parameter takes the column's type (uuid or bigint).
 */
export const olderThan = (time: AnyColumn, id: AnyColumn, position: KeysetPosition): SQL =>
  sql`(${time}, ${id}) < (${position.at}::timestamptz, ${position.id})`;
