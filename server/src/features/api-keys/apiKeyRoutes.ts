import {
  API_KEY_MESSAGES,
  API_KEY_PATHS,
  apiKeyBodySchema,
  apiKeyCreatedDataSchema,
  apiKeyDataSchema,
  apiKeyListDataSchema,
} from '@portal/contracts/apiKeys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { recordAudit } from '../../plugins/audit';
import { notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { creatorName, insertApiKey, listApiKeys, revokeApiKey, toApiKey } from './apiKeyStore';

export type ApiKeyDeps = AccessDeps & { now: () => Date };

/**
 * The owner's API keys (issue 36, D45): list, create (the secret answered once), revoke. Owners'
 * sessions only: a key never manages keys (the guard refuses every key here: no scope is named).
 * Each change is one transaction with its audit row.
 */
export function registerApiKeyRoutes(server: FastifyInstance, deps: ApiKeyDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const owner = requireMember(deps, 'manageDevelopers');
  const tag = 'developers';

  api.get(
    API_KEY_PATHS.keys,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: "The business's API keys, newest first (revoked ones too); never a secret",
        tag,
        caller: 'customer',
        success: { status: 200, data: apiKeyListDataSchema },
      }),
    },
    async (request) =>
      succeed(API_KEY_MESSAGES.list, { keys: await listApiKeys(deps.db, businessOf(request).id) }),
  );

  api.post(
    API_KEY_PATHS.keys,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Create an API key with its scopes; the answer carries its secret, this once',
        tag,
        caller: 'customer',
        body: apiKeyBodySchema,
        success: { status: 201, data: apiKeyCreatedDataSchema },
        // Too many active keys.
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const actor = accountOf(request);
      const businessId = businessOf(request).id;
      const created = await deps.db.transaction(async (tx) => {
        const made = await insertApiKey(tx, businessId, actor, body, deps.now());
        await recordAudit(tx, {
          actor,
          action: 'apiKey.create',
          subjectType: 'api_key',
          subjectId: made.row.id,
          subjectUserId: businessId,
          after: { name: made.row.name, prefix: made.row.prefix, scopes: made.row.scopes },
          summary: `API key "${made.row.name}" (vb_${made.row.prefix}) created by ${actor.email} with ${made.row.scopes.join(', ')}`,
        });
        return made;
      });
      return reply.code(201).send(
        succeed(API_KEY_MESSAGES.created, {
          key: toApiKey(created.row, actor.name),
          secret: created.secret,
        }),
      );
    },
  );

  api.delete(
    API_KEY_PATHS.key,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Revoke an API key: refused at once on every instance (revoking again changes nothing)',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: apiKeyDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const actor = accountOf(request);
      const businessId = businessOf(request).id;
      const result = await deps.db.transaction(async (tx) => {
        const revoked = await revokeApiKey(tx, businessId, id, actor.id, deps.now());
        if (!revoked) throw notFound(API_KEY_MESSAGES.notFound);
        if (revoked.revokedNow) {
          await recordAudit(tx, {
            actor,
            action: 'apiKey.revoke',
            subjectType: 'api_key',
            subjectId: revoked.row.id,
            subjectUserId: businessId,
            summary: `API key "${revoked.row.name}" (vb_${revoked.row.prefix}) revoked by ${actor.email}`,
          });
        }
        return revoked.row;
      });
      return succeed(API_KEY_MESSAGES.revoked, {
        key: toApiKey(result, await creatorName(deps.db, result.createdBy)),
      });
    },
  );
}
