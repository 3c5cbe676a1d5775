import { WEBHOOK_LIMITS } from '@portal/contracts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db } from '../../plugins/database';
import type { Mailer } from '../../plugins/mail';
import { endpointDisabledEmail } from './webhookEmails';
import { sendSigned, type Attempt } from './webhookSender';

const { webhookAttempts, webhookDeliveries, webhookEndpoints, users } = tables;

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/**
 * The wait before the next attempt after `attempts` failed ones: 30 s doubling (30 s, 1 min,
 * 2 min … 4 h 16 min), then every 6 hours, for 3 days after the move.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30 * SECOND * 2 ** Math.max(0, attempts - 1), 6 * HOUR);
}

export interface DispatcherOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
  allowPrivate: boolean;
  now?: () => Date;
  /** One attempt's limit (15 s, D46). */
  timeoutMs?: number;
  /**
   * How long a claimed delivery is this worker's before another may take it (a worker that died):
   * twice the timeout by default, room for the attempt and its record after it.
   */
  leaseMs?: number;
  /**
   * Attempts in flight at once in this process (64: each is a socket waiting, not work), and at
   * most per endpoint (4; 1 while the endpoint's last attempt failed), so dead endpoints hold
   * few of the slots and the others' messages go out meanwhile.
   */
  concurrency?: number;
  perEndpoint?: number;
  /** How often the outbox is looked at. */
  pollMs?: number;
}

interface ClaimedRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number | string;
  created_at: string | Date;
}

interface Claimed {
  id: string;
  eventId: string;
  endpointId: string;
  attempts: number;
  createdAt: Date;
}

/**
 * How many of the oldest due deliveries a claim looks at (through the partial index on
 * next_attempt_at), so a claim costs the same with a backlog of 3,000 as with 3; an endpoint
 * that fails has its other due messages put back to its next attempt (see `record`), so a
 * dead endpoint's backlog does not fill the window for long.
 */
const CLAIM_WINDOW = 256;

/**
 * Claims due deliveries with a lease (issue 36, D46): at most `perEndpoint` per endpoint, none of
 * an endpoint this process has `perEndpoint` in flight for, none of a disabled or deleted one. The
 * update re-checks the lease, so two workers never both take one delivery; one that died leaves
 * its lease to expire, and the delivery is sent again (at least once).
 */
export async function claimDue(
  db: Db,
  options: {
    now: Date;
    leaseMs: number;
    limit: number;
    perEndpoint: number;
    busy: readonly string[];
    /** Endpoints whose last attempt failed: one delivery at a time until one succeeds. */
    failing?: readonly string[];
  },
): Promise<Claimed[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const busy = `{${options.busy.join(',')}}`;
  const failing = `{${(options.failing ?? []).join(',')}}`;
  // node-postgres and PGlite both answer { rows }.
  const result: unknown = await db.execute(sql`
    with due as (
      select d.id, d.endpoint_id, d.next_attempt_at
      from webhook_deliveries d
      where d.status = 'pending'
        and d.next_attempt_at <= ${now}::timestamptz
        and (d.lease_until is null or d.lease_until <= ${now}::timestamptz)
        and not (d.endpoint_id = any(${busy}::uuid[]))
      order by d.next_attempt_at
      limit ${CLAIM_WINDOW}
    ), ranked as (
      select due.id, due.endpoint_id, due.next_attempt_at,
             row_number() over (partition by due.endpoint_id order by due.next_attempt_at, due.id) as rank
      from due
      join webhook_endpoints e on e.id = due.endpoint_id and e.disabled_at is null and e.deleted_at is null
    ), picked as (
      select id from ranked
      where rank <= case when endpoint_id = any(${failing}::uuid[]) then 1 else ${options.perEndpoint} end
      order by next_attempt_at limit ${options.limit}
    )
    update webhook_deliveries d
    set lease_until = ${leaseUntil}::timestamptz, attempts = d.attempts + 1
    from picked
    where d.id = picked.id and d.status = 'pending'
      and (d.lease_until is null or d.lease_until <= ${now}::timestamptz)
    returning d.id, d.event_id, d.endpoint_id, d.attempts, d.created_at`);
  const { rows } = result as { rows: ClaimedRow[] };
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  }));
}

/**
 * The webhook worker: sends what the outbox holds, each endpoint with its own small share of
 * the worker (a slow or dead endpoint takes at most `perEndpoint` slots for at most the
 * timeout, never another business's turn, and never a payment move: moves only write rows).
 */
export class WebhookDispatcher {
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly pollMs: number;
  private readonly inFlight = new Map<string, number>();
  /** Endpoints whose last attempt here failed (no answer, refused, not 2xx). */
  private readonly failing = new Set<string>();
  /** A round was asked for while one ran: run another when it ends. */
  private again = false;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling = false;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_LIMITS.timeoutSeconds * SECOND;
    this.leaseMs = options.leaseMs ?? 2 * this.timeoutMs;
    this.concurrency = options.concurrency ?? 64;
    this.perEndpoint = options.perEndpoint ?? 4;
    this.pollMs = options.pollMs ?? 500;
  }

  /** Polls the outbox until stopped. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.poll().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
      });
    };
    tick();
  }

  /** Stops polling and waits for the attempts in flight (each ends by its timeout at most). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** One round: claims what is due and waits until each claimed delivery was attempted. Answers how many. */
  async runOnce(): Promise<number> {
    const started = await this.claimAndSend();
    await Promise.allSettled([...this.running]);
    return started;
  }

  private async poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = true;
    try {
      await this.claimAndSend();
    } catch (error) {
      this.options.log.error({ err: error }, 'webhook outbox round failed');
    } finally {
      this.polling = false;
    }
    if (this.again) {
      this.again = false;
      this.wake();
    }
  }

  /**
   * Another round at once, not at the next poll: a finished attempt frees a slot, and a backlog
   * (a burst of moves) drains as fast as the endpoints answer.
   */
  private wake(): void {
    if (this.stopped) return;
    setImmediate(() => void this.poll());
  }

  private async claimAndSend(): Promise<number> {
    const free = this.concurrency - this.running.size;
    if (free <= 0) return 0;
    const busy = [...this.inFlight]
      .filter(([id, count]) => count >= (this.failing.has(id) ? 1 : this.perEndpoint))
      .map(([id]) => id);
    const claimed = await claimDue(this.options.db, {
      now: this.now(),
      leaseMs: this.leaseMs,
      limit: free,
      perEndpoint: this.perEndpoint,
      busy,
      failing: [...this.failing],
    });
    for (const delivery of claimed) {
      this.inFlight.set(delivery.endpointId, (this.inFlight.get(delivery.endpointId) ?? 0) + 1);
      const work = this.deliver(delivery)
        .catch((error: unknown) =>
          this.options.log.error({ err: error, delivery: delivery.id }, 'webhook delivery failed'),
        )
        .finally(() => {
          this.running.delete(work);
          const left = (this.inFlight.get(delivery.endpointId) ?? 1) - 1;
          if (left > 0) this.inFlight.set(delivery.endpointId, left);
          else this.inFlight.delete(delivery.endpointId);
          this.wake();
        });
      this.running.add(work);
    }
    return claimed.length;
  }

  private async deliver(delivery: Claimed): Promise<void> {
    const { db } = this.options;
    const [found] = await db
      .select({ endpoint: webhookEndpoints, event: tables.webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(tables.webhookEvents, eq(tables.webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!found) return;
    const { endpoint, event } = found;
    const at = this.now();
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
      secrets.push(endpoint.previousSecret);
    }
    const attempt = await sendSigned(
      endpoint.url,
      { id: event.id, body: event.body, at, secrets },
      { allowPrivate: this.options.allowPrivate, timeoutMs: this.timeoutMs },
    );
    if (attempt.error === null) this.failing.delete(endpoint.id);
    else this.failing.add(endpoint.id);
    await this.record(delivery, endpoint, at, attempt);
  }

  /** The attempt's row and what follows from it, in one transaction. */
  private async record(
    delivery: Claimed,
    endpoint: typeof webhookEndpoints.$inferSelect,
    at: Date,
    attempt: Attempt,
  ): Promise<void> {
    const { db, mailer, publicUrl } = this.options;
    const finished = this.now();
    let mailed = false;
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt: at, ...attempt });
      const mine = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'));
      if (attempt.error === null) {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'delivered', deliveredAt: finished, leaseUntil: null })
          .where(mine);
        return;
      }
      const giveUpAt = delivery.createdAt.getTime() + WEBHOOK_LIMITS.retryDays * 24 * HOUR;
      if (finished.getTime() < giveUpAt) {
        const next = Math.min(finished.getTime() + retryDelayMs(delivery.attempts), giveUpAt);
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: new Date(next), leaseUntil: null })
          .where(mine);
        // The endpoint's other messages due now wait with it (not one timeout each first).
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: new Date(finished.getTime() + retryDelayMs(1)) })
          .where(
            and(
              eq(webhookDeliveries.endpointId, endpoint.id),
              eq(webhookDeliveries.status, 'pending'),
              lte(webhookDeliveries.nextAttemptAt, finished),
              or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, finished)),
            ),
          );
        return;
      }
      // Three days of failures: the message is given up and the endpoint disabled, its owners told.
      await tx.update(webhookDeliveries).set({ status: 'failed', leaseUntil: null }).where(mine);
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({
          disabledAt: finished,
          disabledReason: `No successful delivery for ${WEBHOOK_LIMITS.retryDays} days (last: ${attempt.error})`,
          updatedAt: finished,
        })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      if (!disabled) return;
      await recordAudit(tx, {
        actor: null,
        action: 'webhookEndpoint.disable',
        subjectType: 'webhook_endpoint',
        subjectId: endpoint.id,
        subjectUserId: endpoint.businessId,
        reason: attempt.error,
        summary: `Webhook endpoint ${endpoint.url} disabled after ${WEBHOOK_LIMITS.retryDays} days of failed deliveries (by the system)`,
      });
      const owners = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.businessId, endpoint.businessId), eq(users.businessRole, 'owner')));
      for (const owner of owners) {
        await mailer.enqueue(
          tx,
          endpointDisabledEmail(
            owner.email,
            owner.name,
            { url: endpoint.url, lastError: attempt.error },
            publicUrl,
          ),
        );
      }
      mailed = owners.length > 0;
    });
    if (mailed) await mailer.afterCommit();
  }
}
