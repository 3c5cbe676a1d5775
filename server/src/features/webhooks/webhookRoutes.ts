import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PATHS,
  webhookDeliveryDataSchema,
  webhookDeliveryListDataSchema,
  webhookEndpointBodySchema,
  webhookEndpointDataSchema,
  webhookEndpointListDataSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSecretDataSchema,
} from '@portal/contracts/webhooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type WebhookEndpointRow } from '../../plugins/database';
import { ApiError, notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { webhookAddressProblem } from './webhookAddress';
import {
  checkEndpointRoom,
  listDeliveries,
  listEndpoints,
  newWebhookSecret,
  ownDelivery,
  ownEndpoint,
  queueDelivery,
  queueTestEvent,
  toWebhookEndpoint,
} from './webhookStore';

export type WebhookDeps = AccessDeps & {
  now: () => Date;
  /** WEBHOOK_ALLOW_PRIVATE: http and private addresses allowed (tests). */
  webhookAllowPrivate: boolean;
};

const { webhookEndpoints } = tables;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DELIVERY_ID_MESSAGE = 'A delivery is named by its id (a uuid).';
/** What a replay's path names: the endpoint (`:id`, 404 when it is not a uuid) and a delivery's uuid. */
const replayParams = z.object({
  id: z.string(),
  deliveryId: z.string().check(z.regex(UUID, DELIVERY_ID_MESSAGE)),
});
const HOUR = 3600_000;

/** The address refused as a field error (400), before anything is written. */
async function checkAddress(url: string, allowPrivate: boolean): Promise<void> {
  const problem = await webhookAddressProblem(url, allowPrivate);
  if (problem) throw new ApiError(400, problem, { code: ERROR_CODES.validation, errors: { url: [problem] } });
}

/**
 * The owner's webhook endpoints (issue 36, D46): register (the `whsec_` secret answered once),
 * change, disable or enable, delete, send a test event, rotate the secret (the old one signs
 * too for 24 hours), read the delivery log and replay one message. Owners' sessions only (no
 * key: none of these routes names a scope). Each change is one transaction with its audit row.
 */
export function registerWebhookRoutes(server: FastifyInstance, deps: WebhookDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const owner = requireMember(deps, 'manageDevelopers');
  const tag = 'developers';

  const audit = (
    tx: Db,
    request: FastifyRequest,
    endpoint: WebhookEndpointRow,
    action: string,
    summary: string,
    after?: unknown,
  ) =>
    recordAudit(tx, {
      actor: accountOf(request),
      action: `webhookEndpoint.${action}`,
      subjectType: 'webhook_endpoint',
      subjectId: endpoint.id,
      subjectUserId: endpoint.businessId,
      after,
      summary: `Webhook endpoint ${endpoint.url}: ${summary} by ${accountOf(request).email}`,
    });
  const shown = (row: WebhookEndpointRow) => toWebhookEndpoint(row, deps.now());

  api.get(
    WEBHOOK_PATHS.endpoints,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: "The business's webhook endpoints, newest first; never a secret",
        tag,
        caller: 'customer',
        success: { status: 200, data: webhookEndpointListDataSchema },
      }),
    },
    async (request) => {
      const rows = await listEndpoints(deps.db, businessOf(request).id);
      return succeed(WEBHOOK_MESSAGES.list, { endpoints: rows.map(shown) });
    },
  );

  api.post(
    WEBHOOK_PATHS.endpoints,
    {
      onRequest: owner,
      schema: routeSchema({
        summary:
          'Register an endpoint (https, public address) for events; the answer carries its whsec_ secret, this once',
        tag,
        caller: 'customer',
        body: webhookEndpointBodySchema,
        success: { status: 201, data: webhookEndpointSecretDataSchema },
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      await checkAddress(body.url, deps.webhookAllowPrivate);
      const actor = accountOf(request);
      const businessId = businessOf(request).id;
      const secret = newWebhookSecret();
      const row = await deps.db.transaction(async (tx) => {
        await checkEndpointRoom(tx, businessId);
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({
            businessId,
            url: body.url,
            description: body.description ?? '',
            events: [...new Set(body.events)],
            secret,
            createdBy: actor.id,
            createdAt: deps.now(),
            updatedAt: deps.now(),
          })
          .returning();
        if (!inserted) throw new Error('the endpoint was not inserted');
        await audit(tx, request, inserted, 'create', 'registered', {
          url: inserted.url,
          events: inserted.events,
        });
        return inserted;
      });
      return reply.code(201).send(succeed(WEBHOOK_MESSAGES.created, { endpoint: shown(row), secret }));
    },
  );

  api.patch(
    WEBHOOK_PATHS.endpoint,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Change an endpoint (address, events, description) or disable / enable it',
        tag,
        caller: 'customer',
        params: idParams,
        body: webhookEndpointPatchSchema,
        success: { status: 200, data: webhookEndpointDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const body = request.body;
      if (body.url !== undefined) await checkAddress(body.url, deps.webhookAllowPrivate);
      const row = await deps.db.transaction(async (tx) => {
        const before = await ownEndpoint(tx, businessOf(request).id, id);
        const now = deps.now();
        const [after] = await tx
          .update(webhookEndpoints)
          .set({
            ...(body.url !== undefined ? { url: body.url } : {}),
            ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.enabled === true ? { disabledAt: null, disabledReason: null } : {}),
            ...(body.enabled === false && !before.disabledAt
              ? { disabledAt: now, disabledReason: `Disabled by ${accountOf(request).name}` }
              : {}),
            updatedAt: now,
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        if (!after) throw notFound(WEBHOOK_MESSAGES.notFound);
        await audit(tx, request, after, 'update', 'changed', {
          url: after.url,
          events: after.events,
          description: after.description,
          enabled: after.disabledAt === null,
        });
        return after;
      });
      return succeed(WEBHOOK_MESSAGES.updated, { endpoint: shown(row) });
    },
  );

  api.delete(
    WEBHOOK_PATHS.endpoint,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Delete an endpoint: it receives nothing more (its delivery log is kept for the record)',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: webhookEndpointDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const row = await deps.db.transaction(async (tx) => {
        await ownEndpoint(tx, businessOf(request).id, id);
        const [deleted] = await tx
          .update(webhookEndpoints)
          .set({ deletedAt: deps.now(), updatedAt: deps.now() })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        if (!deleted) throw notFound(WEBHOOK_MESSAGES.notFound);
        await audit(tx, request, deleted, 'delete', 'deleted');
        return deleted;
      });
      return succeed(WEBHOOK_MESSAGES.deleted, { endpoint: shown(row) });
    },
  );

  api.post(
    WEBHOOK_PATHS.test,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Send a test event (webhook.test) to the endpoint, through the outbox like any message',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 201, data: webhookDeliveryDataSchema },
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const { id } = parseParams(request.params);
      const deliveryId = await deps.db.transaction(async (tx) => {
        const endpoint = await ownEndpoint(tx, businessOf(request).id, id);
        if (endpoint.disabledAt)
          throw new ApiError(409, WEBHOOK_MESSAGES.disabled, { code: ERROR_CODES.conflict });
        return queueTestEvent(tx, endpoint, deps.now());
      });
      const [delivery] = await listDeliveries(deps.db, id, [deliveryId]);
      return reply.code(201).send(succeed(WEBHOOK_MESSAGES.testQueued, { delivery }));
    },
  );

  api.post(
    WEBHOOK_PATHS.rotateSecret,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'A new whsec_ secret, answered once; messages carry both signatures for 24 hours',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: webhookEndpointSecretDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const secret = newWebhookSecret();
      const row = await deps.db.transaction(async (tx) => {
        const before = await ownEndpoint(tx, businessOf(request).id, id);
        const now = deps.now();
        const [after] = await tx
          .update(webhookEndpoints)
          .set({
            secret,
            previousSecret: before.secret,
            previousSecretUntil: new Date(now.getTime() + WEBHOOK_LIMITS.rotationOverlapHours * HOUR),
            updatedAt: now,
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        if (!after) throw notFound(WEBHOOK_MESSAGES.notFound);
        await audit(tx, request, after, 'rotate-secret', 'signing secret rotated');
        return after;
      });
      return succeed(WEBHOOK_MESSAGES.rotated, { endpoint: shown(row), secret });
    },
  );

  api.get(
    WEBHOOK_PATHS.deliveries,
    {
      onRequest: owner,
      schema: routeSchema({
        summary:
          "The endpoint's latest deliveries (50), each with every attempt: time, status code, duration, error",
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: webhookDeliveryListDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await ownEndpoint(deps.db, businessOf(request).id, id);
      return succeed(WEBHOOK_MESSAGES.deliveries, { deliveries: await listDeliveries(deps.db, id) });
    },
  );

  api.post(
    WEBHOOK_PATHS.replay,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Send one message again (same webhook-id: the receiver may drop a copy it has)',
        tag,
        caller: 'customer',
        params: replayParams,
        success: { status: 201, data: webhookDeliveryDataSchema },
        refusals: [400, 409],
      }),
    },
    async (request, reply) => {
      const { id } = parseParams(request.params);
      const { deliveryId } = request.params;
      const queued = await deps.db.transaction(async (tx) => {
        const endpoint = await ownEndpoint(tx, businessOf(request).id, id);
        if (endpoint.disabledAt)
          throw new ApiError(409, WEBHOOK_MESSAGES.disabled, { code: ERROR_CODES.conflict });
        const earlier = await ownDelivery(tx, id, deliveryId.toLowerCase());
        const again = await queueDelivery(tx, earlier.eventId, id, deps.now());
        await audit(tx, request, endpoint, 'replay', `message ${earlier.eventId} sent again`);
        return again;
      });
      const [delivery] = await listDeliveries(deps.db, id, [queued]);
      return reply.code(201).send(succeed(WEBHOOK_MESSAGES.replayQueued, { delivery }));
    },
  );
}
