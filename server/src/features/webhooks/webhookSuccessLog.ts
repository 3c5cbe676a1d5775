import { sql } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { pgArray } from './webhookSqlArrays';

/** A delivery its endpoint accepted (2xx): its attempt row and its delivered state, still to be written. */
export interface Success {
  deliveryId: string;
  attemptedAt: Date;
  /** The endpoint's 2xx answer (the sender answers a status whenever there is no error). */
  statusCode: number | null;
  durationMs: number;
  deliveredAt: Date;
}

/**
 * Writes a batch of successes in one statement: one attempt row each (the delivery log) and each
 * delivery marked delivered, both or neither. A delivery no longer pending (another worker took
 * it after its lease ran out, and recorded it first) keeps its state; its attempt is still logged.
 */
export async function writeSuccesses(db: Db, batch: readonly Success[]): Promise<void> {
  if (batch.length === 0) return;
  const ids = pgArray(batch.map((success) => success.deliveryId));
  await db.execute(sql`
    with done as (
      select * from unnest(
        ${ids}::uuid[],
        ${pgArray(batch.map((success) => success.attemptedAt.toISOString()))}::timestamptz[],
        ${pgArray(batch.map((success) => success.statusCode))}::int[],
        ${pgArray(batch.map((success) => success.durationMs))}::int[],
        ${pgArray(batch.map((success) => success.deliveredAt.toISOString()))}::timestamptz[]
      ) as t(delivery_id, attempted_at, status_code, duration_ms, delivered_at)
    ), logged as (
      insert into webhook_attempts (delivery_id, attempted_at, status_code, duration_ms, error)
      select delivery_id, attempted_at, status_code, duration_ms, null from done
    )
    update webhook_deliveries d
    set status = 'delivered', delivered_at = done.delivered_at, lease_until = null
    from done
    -- The ids again, for the primary key (a join alone is planned as a scan of every pending one).
    where d.id = any(${ids}::uuid[]) and d.id = done.delivery_id and d.status = 'pending'`);
}

interface Waiting {
  success: Success;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Gathers the successes of attempts that end close together and writes them as one batch: when
 * `maxBatch` are waiting, or `delayMs` after the first (a few milliseconds: a burst's answers
 * share a write, a lone one is not kept waiting). One batch is written at a time. Until written,
 * a delivery keeps its lease; a process killed meanwhile leaves it to be sent again (at least once).
 */
export class SuccessLog {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The batch being written (then the next waits for it). */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: { maxBatch: number; delayMs: number },
  ) {}

  /** Answers once the success is written (or rejects with the batch's error). */
  add(success: Success): Promise<void> {
    return new Promise<void>((written, failed) => {
      this.waiting.push({ success, written, failed });
      if (this.waiting.length >= this.options.maxBatch) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.options.delayMs);
    });
  }

  /** Writes what is waiting now; answers when it (and any batch before it) is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting.splice(0);
    if (batch.length === 0) return this.writing;
    this.writing = this.writing
      .then(() =>
        writeSuccesses(
          this.db,
          batch.map((waiting) => waiting.success),
        ),
      )
      .then(
        () => batch.forEach((waiting) => waiting.written()),
        (error: unknown) => batch.forEach((waiting) => waiting.failed(error)),
      );
    return this.writing;
  }
}
