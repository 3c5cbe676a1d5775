import {
  beneficiaryWebhookMessageSchema,
  paymentWebhookMessageSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
} from '@portal/contracts/webhooks';
import * as z from 'zod/mini';

const SIGNING =
  'Signed per Standard Webhooks: `webhook-id` (the event id, the same on every retry and replay: ' +
  'your idempotency key), `webhook-timestamp` (Unix seconds) and `webhook-signature` ' +
  "(`v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's `whsec_` secret; two " +
  `signatures for ${WEBHOOK_LIMITS.rotationOverlapHours} hours after a rotation). Answer 2xx within ` +
  `${WEBHOOK_LIMITS.timeoutSeconds} s; anything else is retried with exponential backoff for ` +
  `${WEBHOOK_LIMITS.retryDays} days, then the endpoint is disabled. Redirects are not followed. ` +
  'Messages may arrive more than once and out of order: order them by `data.occurredAt`.';

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  schema: { type: 'string' },
  description,
});

/**
 * The OpenAPI 3.1 `webhooks` of the document (issue 36): one entry per event type, its body
 * the contracts' message schema, its headers the Standard Webhooks ones.
 */
export function webhookDocs(): Record<string, unknown> {
  const payment = z.toJSONSchema(paymentWebhookMessageSchema, { io: 'output', unrepresentable: 'any' });
  const beneficiary = z.toJSONSchema(beneficiaryWebhookMessageSchema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: type.startsWith('payment.')
            ? `A payment request moved to ${type.slice('payment.'.length)}`
            : `A beneficiary was ${type === 'beneficiary.created' ? 'saved' : 'changed or archived'}`,
          description: SIGNING,
          tags: ['webhooks'],
          parameters: [
            header('webhook-id', 'The event id: the same on every attempt (idempotency key)'),
            header('webhook-timestamp', 'When this attempt was signed, Unix seconds'),
            header('webhook-signature', 'Space-separated `v1,<base64>` signatures'),
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: type.startsWith('payment.') ? payment : beneficiary } },
          },
          responses: { '2XX': { description: 'Received; any other answer (or none in 15 s) is retried' } },
        },
      },
    ]),
  );
}
