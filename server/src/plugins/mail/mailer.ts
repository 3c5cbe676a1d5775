import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, tables } from '../database';
import type { MailTransport } from './transports';

const { mailOutbox } = tables;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the sender (the contact form: the visitor's address). */
  replyTo?: string;
}

export interface MailerOptions {
  /**
   * Deliver before `afterCommit()` resolves instead of in the background. Tests use
   * it so that a mail is there as soon as the request that wrote it has answered.
   */
  inline?: boolean;
  now?: () => Date;
  /** Told how each periodic sweep went (the metrics' job runs and failures). */
  onSweep?: (outcome: 'ok' | 'failed') => void;
}

/** How long a claimed message is left to its sender before another may try it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * E-mail through the database outbox. A message is written in the same
 * transaction as the change it tells of (`enqueue`), and sent from the table once
 * that transaction has committed (`afterCommit`) or, if the process died first, by
 * the periodic sweep of the next one (`start`). A message is claimed with a lease
 * before sending, so two instances never send it at the same time, and it is marked
 * sent after the transport accepted it: a crash in between sends it twice, never
 * zero times. A request never waits for (or by its timing reveals) a delivery.
 */
export class Mailer {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => Date;
  /** Runs that could not read the outbox, so a sweep can tell whether it failed. */
  private failedRuns = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get describe(): string {
    return this.transport.describe;
  }

  /** Writes the message into the outbox with `tx`, the caller's transaction (or the database). */
  async enqueue(tx: Db, message: MailMessage): Promise<void> {
    await tx.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      replyTo: message.replyTo ?? null,
      nextAttemptAt: this.now(),
    });
  }

  /** Enqueues outside any transaction and sends (what the auth e-mails use). */
  async dispatch(message: MailMessage): Promise<void> {
    await this.enqueue(this.db, message);
    await this.afterCommit();
  }

  /** After a transaction that enqueued mail has committed: send what is due. */
  afterCommit(): Promise<void> {
    const run = this.deliverDue();
    return this.options.inline ? run : Promise.resolve();
  }

  /** Sends every due message; one run at a time, another run follows if asked meanwhile. */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while ((await this.deliverBatch()) === BATCH);
        } catch (error) {
          this.failedRuns += 1;
          this.log.error({ err: error }, 'the mail outbox could not be read');
        }
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverBatch(): Promise<number> {
    const now = this.now();
    const due = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH);
    let handled = 0;
    for (const { id } of due) {
      // The lease: only the instance whose update matched sends this message.
      const [claimed] = await this.db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
        .returning();
      handled += 1;
      if (!claimed) continue;
      try {
        await this.transport.send({
          from: this.from,
          // An address object, never a string: a string may name several recipients.
          to: { name: '', address: claimed.toAddress },
          subject: claimed.subject,
          text: claimed.textBody,
          html: claimed.htmlBody,
          // An address object too: one address, never a list.
          ...(claimed.replyTo ? { replyTo: { name: '', address: claimed.replyTo } } : {}),
        });
        await this.db
          .update(mailOutbox)
          .set({ sentAt: this.now(), lastError: null })
          .where(eq(mailOutbox.id, id));
      } catch (error) {
        const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.min(claimed.attempts, 10));
        // The address is personal data; the subject says which mail failed.
        this.log.error({ err: error, subject: claimed.subject }, 'e-mail could not be sent; will retry');
        await this.db
          .update(mailOutbox)
          .set({
            nextAttemptAt: new Date(this.now().getTime() + backoff),
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
          })
          .where(eq(mailOutbox.id, id));
      }
    }
    return handled;
  }

  /** Sweeps the outbox every `intervalMs`: what a crashed process left, and retries. */
  start(intervalMs = 15_000): void {
    this.stop();
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
    void this.sweep();
  }

  private async sweep(): Promise<void> {
    const failedBefore = this.failedRuns;
    await this.deliverDue();
    this.options.onSweep?.(this.failedRuns > failedBefore ? 'failed' : 'ok');
  }

  /** Messages not yet sent and when the oldest was written (the metrics' outbox backlog). */
  async backlog(): Promise<{ count: number; oldestAt: Date | null }> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { count: Number(row?.count ?? 0), oldestAt: row?.oldest ? new Date(row.oldest) : null };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Resolves once the delivery run under way (if any) is over. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.stop();
    await this.idle();
    this.transport.close();
  }
}
