import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './transports';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail in the background: a request never waits for (or, by its timing,
 * reveals) a delivery. Failures are logged, never thrown at the caller.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  get describe(): string {
    return this.transport.describe;
  }

  dispatch(message: MailMessage): void {
    const delivery = this.transport
      // An address object, never a string: a string may name several recipients.
      .send({ from: this.from, ...message, to: { name: '', address: message.to } })
      .catch((error: unknown) => {
        // The address is personal data; the subject says which mail failed.
        this.log.error({ err: error, subject: message.subject }, 'e-mail could not be sent');
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every mail dispatched so far was delivered or failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport.close();
  }
}
