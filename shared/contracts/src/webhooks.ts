import * as z from 'zod/mini';
import { labelSchema } from './apiKeys';
import { beneficiaryViewSchema } from './beneficiaryAnswers';
import { customerPaymentSchema } from './paymentAnswers';
import { PAYMENT_STATES, type PaymentState } from '@portal/rules/paymentLifecycle';

// Webhooks (issue 36, D46): the owner registers endpoints that receive every payment state
// change and beneficiary change as Standard Webhooks messages (webhook-id, webhook-timestamp,
// webhook-signature v1), signed with the endpoint's `whsec_` secret.

/**
 * The states a customer's software hears of: every one of the lifecycle but the payout
 * recorded and waiting for a second member of staff (staff's own step, D35: the customer sees
 * the request as funded until it is sent).
 */
export const WEBHOOK_PAYMENT_STATES = PAYMENT_STATES.filter(
  (state): state is Exclude<PaymentState, 'payout_recorded'> => state !== 'payout_recorded',
);

/** `payment.<state>` for each state above, then the beneficiary book's two. */
export const WEBHOOK_EVENT_TYPES = [
  ...WEBHOOK_PAYMENT_STATES.map((state) => `payment.${state}` as const),
  'beneficiary.created',
  'beneficiary.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "send test event" sends to one endpoint (no one subscribes to it). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const paymentEventType = (state: PaymentState): WebhookEventType | null =>
  state === 'payout_recorded' ? null : `payment.${state}`;

export const WEBHOOK_SECRET_START = 'whsec_';

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  descriptionMax: 200,
  /** Endpoints a business may register (deleted ones do not count). */
  endpointsMax: 10,
  /** Seconds one attempt may take before it counts as failed. */
  timeoutSeconds: 15,
  /** Days a message is retried (exponential backoff) before the endpoint is disabled. */
  retryDays: 3,
  /** Hours the previous secret still signs after a rotation. */
  rotationOverlapHours: 24,
  deliveriesPage: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  list: 'Webhook endpoints',
  created: 'Endpoint added: copy its signing secret now, it is not shown again',
  updated: 'Endpoint saved',
  deleted: 'Endpoint deleted',
  rotated: 'New signing secret: messages carry both signatures for 24 hours',
  testQueued: 'Test event queued',
  replayQueued: 'Message queued again',
  deliveries: 'Deliveries',
  urlRequired: 'Enter the https address that receives the events',
  urlInvalid: 'Enter a full https address, e.g. https://erp.example.com/hooks/vendorbridge',
  urlNotHttps: 'The address must start with https://',
  urlCredentials: 'The address must not carry a user name or password',
  urlNotPublic: 'The address must be a public internet address (not a private, loopback or metadata one)',
  urlTooLong: `The address must be at most ${WEBHOOK_LIMITS.urlMax} characters`,
  eventsRequired: 'Choose at least one event',
  eventInvalid: 'Choose events from the list',
  descriptionTooLong: `The description must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
  descriptionInvisible: 'The description must not contain invisible or control characters',
  enabledInvalid: 'enabled must be true or false',
  tooMany: `A business has at most ${WEBHOOK_LIMITS.endpointsMax} endpoints: delete one first`,
  notFound: 'No such webhook endpoint',
  deliveryNotFound: 'No such delivery',
  disabled: 'This endpoint is disabled: enable it first',
} as const;

/** Paths under `/api`. */
export const WEBHOOK_PATHS = {
  endpoints: '/webhook-endpoints',
  endpoint: '/webhook-endpoints/:id',
  test: '/webhook-endpoints/:id/test',
  rotateSecret: '/webhook-endpoints/:id/rotate-secret',
  deliveries: '/webhook-endpoints/:id/deliveries',
  replay: '/webhook-endpoints/:id/deliveries/:deliveryId/replay',
} as const;

/**
 * The shape of an endpoint's address (https, a host, no credentials; http too where the
 * server allows private addresses). Whether the host is a public address is the server's
 * check, after DNS resolution.
 */
export function webhookUrlProblem(value: string, allowHttp: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    return WEBHOOK_MESSAGES.urlNotHttps;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  return undefined;
}

const urlSchema = z.string(WEBHOOK_MESSAGES.urlRequired).check(
  z.trim(),
  z.minLength(1, WEBHOOK_MESSAGES.urlRequired),
  z.maxLength(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong),
  z.refine((value) => webhookUrlProblem(value, true) === undefined, WEBHOOK_MESSAGES.urlInvalid),
);
const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES.eventInvalid), WEBHOOK_MESSAGES.eventsRequired)
  .check(
    z.minLength(1, WEBHOOK_MESSAGES.eventsRequired),
    z.maxLength(WEBHOOK_EVENT_TYPES.length * 2, WEBHOOK_MESSAGES.eventInvalid),
  );
const descriptionSchema = labelSchema(WEBHOOK_LIMITS.descriptionMax, {
  tooLong: WEBHOOK_MESSAGES.descriptionTooLong,
  invisible: WEBHOOK_MESSAGES.descriptionInvisible,
});

/** `POST /api/webhook-endpoints`. */
export const webhookEndpointBodySchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: z.optional(descriptionSchema),
});
export type WebhookEndpointBody = z.output<typeof webhookEndpointBodySchema>;

/** `PATCH /api/webhook-endpoints/:id`: what changes; `enabled: true` turns a disabled endpoint back on. */
export const webhookEndpointPatchSchema = z.object({
  url: z.optional(urlSchema),
  events: z.optional(eventsSchema),
  description: z.optional(descriptionSchema),
  enabled: z.optional(z.boolean(WEBHOOK_MESSAGES.enabledInvalid)),
});
export type WebhookEndpointPatch = z.output<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  /** When it was disabled (after 3 days of failures, or by the owner) and why; null: it receives. */
  disabledAt: z.nullable(z.string()),
  disabledReason: z.nullable(z.string()),
  /** Until when the previous secret still signs, after a rotation; null: one secret. */
  previousSecretUntil: z.nullable(z.string()),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListDataSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export const webhookEndpointDataSchema = z.object({ endpoint: webhookEndpointSchema });
/** Creating an endpoint or rotating its secret: the secret, this once. */
export const webhookEndpointSecretDataSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointSecretData = z.infer<typeof webhookEndpointSecretDataSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  /** The endpoint's answer; null when none came (refused address, timeout, connection error). */
  statusCode: z.nullable(z.number()),
  durationMs: z.number(),
  error: z.nullable(z.string()),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The message id (webhook-id): the same on every attempt and replay, the receiver's idempotency key. */
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: z.string(),
  nextAttemptAt: z.nullable(z.string()),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListDataSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookDeliveryDataSchema = z.object({ delivery: webhookDeliverySchema });

/** What every message carries: the event type, when it was sent, and `data`. */
export const webhookMessageSchema = z.object({
  type: z.string(),
  /** When the message was made (ISO 8601). */
  timestamp: z.string(),
  data: z.object({
    /** The resource's state after the move (a beneficiary: active or archived). */
    state: z.string(),
    /** When the move happened (ISO 8601): order messages by it, not by arrival. */
    occurredAt: z.string(),
  }),
});

const messageData = (state: string, resource: Record<string, z.ZodMiniType>) =>
  z.object({
    /** The event type, e.g. `payment.sent`. */
    type: z.string(),
    timestamp: z.string(),
    data: z.object({
      state: z.string().check(z.describe(state)),
      occurredAt: z.string().check(z.describe('When the move happened (ISO 8601): order messages by it')),
      ...resource,
    }),
  });

/** The body of every `payment.<state>` message: the request as `GET /api/payments` answers it. */
export const paymentWebhookMessageSchema = messageData('The state the request moved to', {
  payment: customerPaymentSchema,
});
/** The body of `beneficiary.created` and `beneficiary.changed`: the beneficiary as the API answers it. */
export const beneficiaryWebhookMessageSchema = messageData('active or archived', {
  beneficiary: beneficiaryViewSchema,
});
