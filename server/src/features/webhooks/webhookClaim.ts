import { sql } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { pgArray } from './webhookSqlArrays';

/** A claimed delivery with all its attempt needs: where to, signed with what, which body. */
export interface Claimed {
  id: string;
  eventId: string;
  endpointId: string;
  /** The endpoint's business (its owners are told if the endpoint is disabled). */
  businessId: string;
  url: string;
  /** The endpoint's secret, and the previous one while a rotation's overlap lasts (at the claim's time). */
  secrets: string[];
  /** The message exactly as the event wrote it. */
  body: string;
  /** Attempts made so far, this one included. */
  attempts: number;
  createdAt: Date;
}

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  /** The most claimed in all (the worker's free slots). */
  limit: number;
  /** The most claimed per endpoint not named in `room`, `failing` or `busy`. */
  perEndpoint: number;
  /** Endpoints that get none this time (their share is in flight). */
  busy: readonly string[];
  /** Endpoints whose last attempt failed: one delivery at a time until one succeeds. */
  failing?: readonly string[];
  /** The most claimed for these endpoints (their share less what is in flight); overrides the others. */
  room?: ReadonlyMap<string, number>;
}

interface ClaimedRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  business_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  body: string;
  attempts: number | string;
  created_at: string | Date;
}

/**
 * How many of the oldest due deliveries a claim looks at (through the partial index on
 * next_attempt_at), so a claim costs the same with a backlog of 3,000 as with 3; an endpoint
 * that fails has its other due messages put back to its next attempt (see the dispatcher's
 * failure record), so a dead endpoint's backlog does not fill the window for long.
 */
const CLAIM_WINDOW = 256;

/**
 * Claims due deliveries with a lease (issue 36, D46), none of a disabled or deleted endpoint, at
 * most each endpoint's share. The update re-checks the lease, so two workers never both take one
 * delivery; one that died leaves its lease to expire, and the delivery is sent again (at least
 * once). The one statement also answers what the attempts need (address, secrets, body), so a
 * delivery costs no read of its own.
 */
export async function claimDue(db: Db, options: ClaimOptions): Promise<Claimed[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const room = [...(options.room ?? new Map<string, number>())];
  // node-postgres and PGlite both answer { rows }.
  const result: unknown = await db.execute(sql`
    with room as (
      select r.endpoint_id, r.room
      from unnest(${pgArray(room.map(([id]) => id))}::uuid[], ${pgArray(room.map(([, n]) => n))}::int[])
        as r(endpoint_id, room)
    ), due as (
      select d.id, d.endpoint_id, d.next_attempt_at
      from webhook_deliveries d
      where d.status = 'pending'
        and d.next_attempt_at <= ${now}::timestamptz
        and (d.lease_until is null or d.lease_until <= ${now}::timestamptz)
        and not (d.endpoint_id = any(${pgArray(options.busy)}::uuid[]))
      order by d.next_attempt_at
      limit ${CLAIM_WINDOW}
    ), ranked as (
      select due.id, due.next_attempt_at,
             row_number() over (partition by due.endpoint_id order by due.next_attempt_at, due.id) as rank,
             coalesce(
               room.room,
               case when due.endpoint_id = any(${pgArray(options.failing ?? [])}::uuid[]) then 1
                    else ${options.perEndpoint}::int end
             ) as share
      from due
      join webhook_endpoints e on e.id = due.endpoint_id and e.disabled_at is null and e.deleted_at is null
      left join room on room.endpoint_id = due.endpoint_id
    ), picked as (
      select id from ranked
      where rank <= share
      order by next_attempt_at limit ${options.limit}
    )
    update webhook_deliveries d
    set lease_until = ${leaseUntil}::timestamptz, attempts = d.attempts + 1
    from webhook_endpoints e, webhook_events ev
    -- An array of the picked ids: looked up by the primary key (a join to the subquery is
    -- planned as a scan of every pending delivery, statistics or none).
    where d.id = any(array(select id from picked)) and d.status = 'pending'
      and (d.lease_until is null or d.lease_until <= ${now}::timestamptz)
      and e.id = d.endpoint_id and ev.id = d.event_id
    returning d.id, d.event_id, d.endpoint_id, d.attempts, d.created_at,
              e.business_id, e.url, e.secret, ev.body,
              case when e.previous_secret_until > ${now}::timestamptz then e.previous_secret end as previous_secret`);
  const { rows } = result as { rows: ClaimedRow[] };
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    businessId: row.business_id,
    url: row.url,
    secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
    body: row.body,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  }));
}
