import { WEBHOOK_LIMITS } from '@portal/contracts/webhooks';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db } from '../../plugins/database';
import type { Mailer } from '../../plugins/mail';
import { claimDue, type Claimed } from './webhookClaim';
import { endpointDisabledEmail } from './webhookEmails';
import { sendSigned, type Attempt } from './webhookSender';
import { SuccessLog } from './webhookSuccessLog';

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
   * most per endpoint: 4 for one not yet heard from (or that answered slowly), 16 while it answers
   * well (2xx within `ANSWERS_WELL_MS`), 1 while its last attempt failed; so dead and slow
   * endpoints hold few of the slots and the others' messages go out meanwhile.
   */
  concurrency?: number;
  perEndpoint?: number;
  perAnsweringEndpoint?: number;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** The least time between two claims while attempts are in flight (20 ms). */
  claimGapMs?: number;
  /**
   * Successes are written in batches: when this many wait (64), or `successDelayMs` (20 ms) after
   * the first, whichever comes first. A delivery's slot is free once its answer came; its record
   * follows with the batch (until then its lease keeps it this worker's).
   */
  successBatch?: number;
  successDelayMs?: number;
}

/** An endpoint that answers 2xx within this is trusted with more attempts at once. */
export const ANSWERS_WELL_MS = 1000;

/**
 * The webhook worker: sends what the outbox holds, each endpoint with its own small share of
 * the worker (a slow or dead endpoint takes at most `perEndpoint` slots for at most the
 * timeout, never another business's turn, and never a payment move: moves only write rows).
 * Per delivery it costs the database a share of one claim (which answers what the attempt
 * needs) and, when the endpoint accepts it, a share of one batched record; a failure is
 * recorded on its own, with its backoff, as before.
 */
export class WebhookDispatcher {
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly perAnsweringEndpoint: number;
  private readonly pollMs: number;
  private readonly successes: SuccessLog;
  private readonly inFlight = new Map<string, number>();
  /** Endpoints whose last attempt here failed (no answer, refused, not 2xx). */
  private readonly failing = new Set<string>();
  /** Endpoints whose last attempt here was answered 2xx within `ANSWERS_WELL_MS`. */
  private readonly answering = new Set<string>();
  /** A round was asked for while one ran: run another when it ends. */
  private again = false;
  /** A round is already asked for (the attempts ending meanwhile share it). */
  private woken = false;
  private lastClaimAt = 0;
  private readonly claimGapMs: number;
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
    this.perAnsweringEndpoint = Math.max(this.perEndpoint, options.perAnsweringEndpoint ?? 16);
    this.pollMs = options.pollMs ?? 500;
    this.claimGapMs = options.claimGapMs ?? 20;
    this.successes = new SuccessLog(options.db, {
      maxBatch: options.successBatch ?? 64,
      delayMs: options.successDelayMs ?? 20,
    });
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

  /** Stops polling and waits for the attempts in flight (each ends by its timeout at most) and their records. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
    await this.successes.flush();
  }

  /** One round: claims what is due and waits until each claimed delivery was attempted and recorded. Answers how many. */
  async runOnce(): Promise<number> {
    const started = await this.claimAndSend();
    await Promise.allSettled([...this.running]);
    await this.successes.flush();
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
   * Another round soon, not at the next poll: a finished attempt frees a slot, and a backlog (a
   * burst of moves) drains as fast as the endpoints answer. Rounds are at least `claimGapMs`
   * apart while attempts are in flight, so one claim serves the slots freed meanwhile (at once
   * when none is in flight).
   */
  private wake(): void {
    if (this.stopped || this.woken) return;
    this.woken = true;
    const wait =
      this.running.size === 0 ? 0 : Math.max(0, this.lastClaimAt + this.claimGapMs - performance.now());
    setTimeout(() => {
      this.woken = false;
      if (!this.stopped) void this.poll();
    }, wait);
  }

  /** The most attempts at once for the endpoint, by how its last attempt here went. */
  private shareOf(endpointId: string): number {
    if (this.failing.has(endpointId)) return 1;
    return this.answering.has(endpointId) ? this.perAnsweringEndpoint : this.perEndpoint;
  }

  private async claimAndSend(): Promise<number> {
    const free = this.concurrency - this.running.size;
    if (free <= 0) return 0;
    this.lastClaimAt = performance.now();
    const busy: string[] = [];
    const room = new Map<string, number>();
    for (const id of new Set([...this.inFlight.keys(), ...this.failing, ...this.answering])) {
      const left = this.shareOf(id) - (this.inFlight.get(id) ?? 0);
      if (left <= 0) busy.push(id);
      else room.set(id, left);
    }
    const claimed = await claimDue(this.options.db, {
      now: this.now(),
      leaseMs: this.leaseMs,
      limit: free,
      perEndpoint: this.perEndpoint,
      busy,
      room,
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
    const at = this.now();
    const attempt = await sendSigned(
      delivery.url,
      { id: delivery.eventId, body: delivery.body, at, secrets: delivery.secrets },
      { allowPrivate: this.options.allowPrivate, timeoutMs: this.timeoutMs },
    );
    const { error } = attempt;
    if (error === null) {
      this.failing.delete(delivery.endpointId);
      if (attempt.durationMs <= ANSWERS_WELL_MS) this.answering.add(delivery.endpointId);
      else this.answering.delete(delivery.endpointId);
      this.successes
        .add({
          deliveryId: delivery.id,
          attemptedAt: at,
          statusCode: attempt.statusCode,
          durationMs: attempt.durationMs,
          deliveredAt: this.now(),
        })
        // Not recorded: the lease runs out and the message is sent again (at least once).
        .catch((failure: unknown) =>
          this.options.log.error({ err: failure, delivery: delivery.id }, 'webhook success not recorded'),
        );
      return;
    }
    this.answering.delete(delivery.endpointId);
    this.failing.add(delivery.endpointId);
    await this.record(delivery, at, { ...attempt, error });
  }

  /** A failed attempt's row and what follows from it (its backoff, or giving up), in one transaction. */
  private async record(delivery: Claimed, at: Date, attempt: Attempt & { error: string }): Promise<void> {
    const { db, mailer, publicUrl } = this.options;
    const finished = this.now();
    let mailed = false;
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt: at, ...attempt });
      const mine = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'));
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
              eq(webhookDeliveries.endpointId, delivery.endpointId),
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
        .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      if (!disabled) return;
      await recordAudit(tx, {
        actor: null,
        action: 'webhookEndpoint.disable',
        subjectType: 'webhook_endpoint',
        subjectId: delivery.endpointId,
        subjectUserId: delivery.businessId,
        reason: attempt.error,
        summary: `Webhook endpoint ${delivery.url} disabled after ${WEBHOOK_LIMITS.retryDays} days of failed deliveries (by the system)`,
      });
      const owners = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.businessId, delivery.businessId), eq(users.businessRole, 'owner')));
      for (const owner of owners) {
        await mailer.enqueue(
          tx,
          endpointDisabledEmail(
            owner.email,
            owner.name,
            { url: delivery.url, lastError: attempt.error },
            publicUrl,
          ),
        );
      }
      mailed = owners.length > 0;
    });
    if (mailed) await mailer.afterCommit();
  }
}
