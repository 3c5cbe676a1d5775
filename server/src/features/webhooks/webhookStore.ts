import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_START,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@portal/contracts/webhooks';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { tables, type Db, type WebhookEndpointRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import { messageOf } from './webhookEvents';

const { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } = tables;

/** A new signing secret: `whsec_` and 192 random bits, base64 (what the Standard Webhooks libraries read). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_START}${randomBytes(24).toString('base64')}`;

/** An endpoint as the Developers page shows it: never a secret. */
export function toWebhookEndpoint(row: WebhookEndpointRow, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
  };
}

export function listEndpoints(db: Db, businessId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** The business's endpoint (not deleted), locked for the change; 404 otherwise (another business's too). */
export async function ownEndpoint(tx: Db, businessId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.businessId, businessId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Refuses a business's endpoint past the most it may have (counted in the insert's transaction). */
export async function checkEndpointRoom(tx: Db, businessId: string): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), isNull(webhookEndpoints.deletedAt)));
  if ((held?.n ?? 0) >= WEBHOOK_LIMITS.endpointsMax) {
    throw new ApiError(409, WEBHOOK_MESSAGES.tooMany, { code: ERROR_CODES.conflict });
  }
}

/** "Send test event": a `webhook.test` message to this endpoint only, sent by the worker like any other. */
export async function queueTestEvent(tx: Db, endpoint: WebhookEndpointRow, now: Date): Promise<string> {
  const body = messageOf(WEBHOOK_TEST_EVENT, now, 'test', {
    test: {
      endpointId: endpoint.id,
      message: 'A test event from VendorBridge: your endpoint receives and verifies messages.',
    },
  });
  const [event] = await tx
    .insert(webhookEvents)
    .values({
      businessId: endpoint.businessId,
      type: WEBHOOK_TEST_EVENT,
      body: JSON.stringify(body),
      occurredAt: now,
    })
    .returning({ id: webhookEvents.id });
  if (!event) throw new Error('the test event was not written');
  return queueDelivery(tx, event.id, endpoint.id, now);
}

/** A new delivery of an event to an endpoint, due now (a test, a replay). */
export async function queueDelivery(tx: Db, eventId: string, endpointId: string, now: Date): Promise<string> {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({ eventId, endpointId, nextAttemptAt: now, createdAt: now })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error('the delivery was not written');
  return delivery.id;
}

/** The endpoint's deliveries, newest first (a page), each with its attempts, oldest first. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  ids?: readonly string[],
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        ids ? inArray(webhookDeliveries.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.deliveriesPage);
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.delivery.id),
      ),
    )
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return rows.map(({ delivery, type }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    type,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        attemptedAt: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        durationMs: attempt.durationMs,
        error: attempt.error,
      })),
  }));
}

/** One delivery of the endpoint, or 404. */
export async function ownDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}
