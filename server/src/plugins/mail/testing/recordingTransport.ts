import type { MailTransport } from '..';

export interface RecordedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, when the message has one. */
  replyTo?: string;
}

/**
 * A message part as the tests read it: the portal sends strings (a Buffer is decoded, anything else
 * is empty).
 */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : '';

/** The one address of a Reply-To (the mailer always passes an address object). */
const addressOf = (value: unknown): { replyTo?: string } =>
  typeof value === 'object' && value !== null && 'address' in value && typeof value.address === 'string'
    ? { replyTo: value.address }
    : {};

/** Keeps what would be sent (the SMTP and outbox transports have their own tests). */
export function recordingTransport(): MailTransport & { messages: RecordedMail[] } {
  const messages: RecordedMail[] = [];
  return {
    messages,
    describe: 'recording',
    send: async (message) => {
      const to = message.to;
      messages.push({
        to: typeof to === 'object' && to !== null && 'address' in to ? to.address : textOf(to),
        subject: textOf(message.subject),
        text: textOf(message.text),
        html: textOf(message.html),
        ...addressOf(message.replyTo),
      });
    },
    close: () => undefined,
  };
}
