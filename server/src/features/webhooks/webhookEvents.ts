import type { WebhookEventType } from '@portal/contracts/webhooks';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { webhookEndpoints, webhookEvents, webhookDeliveries } = tables;

export interface WebhookEventInput {
  businessId: string;
  type: WebhookEventType;
  /** When the move happened (the receiver orders messages by it). */
  occurredAt: Date;
  /** The resource's state after the move. */
  state: string;
  /** The resource as the API answers it, under its name (`{ payment }`, `{ beneficiary }`); read only when someone listens. */
  resource: () => Promise<Record<string, unknown>>;
}

/** The message body every endpoint receives (Standard Webhooks' `type`, `timestamp`, `data`). */
export const messageOf = (
  type: string,
  occurredAt: Date,
  state: string,
  resource: Record<string, unknown>,
) => ({
  type,
  timestamp: occurredAt.toISOString(),
  data: { state, occurredAt: occurredAt.toISOString(), ...resource },
});

/**
 * Writes a webhook event and one delivery per endpoint of the business that listens to it, in
 * the caller's transaction (the move's own): the message exists exactly when the move does, and
 * the worker sends it after commit, never inside the request. A business without endpoints
 * pays one indexed read.
 */
export async function emitWebhookEvent(tx: Db, input: WebhookEventInput): Promise<void> {
  const listening = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.businessId, input.businessId),
        isNull(webhookEndpoints.deletedAt),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [input.type]),
      ),
    );
  if (listening.length === 0) return;
  const payload = messageOf(input.type, input.occurredAt, input.state, await input.resource());
  const [event] = await tx
    .insert(webhookEvents)
    .values({
      businessId: input.businessId,
      type: input.type,
      body: JSON.stringify(payload),
      occurredAt: input.occurredAt,
    })
    .returning({ id: webhookEvents.id });
  if (!event) throw new Error('the webhook event was not written');
  await tx.insert(webhookDeliveries).values(
    listening.map((endpoint) => ({
      eventId: event.id,
      endpointId: endpoint.id,
      nextAttemptAt: input.occurredAt,
      createdAt: input.occurredAt,
    })),
  );
}

/**
 * Writes several events of one business at once (a bulk payment's one event per payment, issue
 * 36), in the caller's transaction: the endpoints that listen are read once, then each event and
 * its deliveries are written as `emitWebhookEvent` writes them. Nobody listening costs one read.
 */
export async function emitWebhookEvents(
  tx: Db,
  businessId: string,
  inputs: readonly Omit<WebhookEventInput, 'businessId'>[],
): Promise<void> {
  if (inputs.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.businessId, businessId),
        isNull(webhookEndpoints.deletedAt),
        isNull(webhookEndpoints.disabledAt),
      ),
    );
  if (endpoints.length === 0) return;
  for (const input of inputs) {
    const listening = endpoints.filter((endpoint) => endpoint.events.includes(input.type));
    if (listening.length === 0) continue;
    const payload = messageOf(input.type, input.occurredAt, input.state, await input.resource());
    const [event] = await tx
      .insert(webhookEvents)
      .values({ businessId, type: input.type, body: JSON.stringify(payload), occurredAt: input.occurredAt })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error('the webhook event was not written');
    await tx.insert(webhookDeliveries).values(
      listening.map((endpoint) => ({
        eventId: event.id,
        endpointId: endpoint.id,
        nextAttemptAt: input.occurredAt,
        createdAt: input.occurredAt,
      })),
    );
  }
}
