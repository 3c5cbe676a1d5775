import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_SCHEME, BEARER_SCHEME, OPTIONAL_BODY } from './routeDoc';
import { registerRouteValidation } from './routeValidation';
import { webhookDocs } from './webhookDocs';

type OpenApiObject = Extract<
  Parameters<SwaggerTransformObject>[0],
  { openapiObject: unknown }
>['openapiObject'];

/** A body the route accepts left out is not `required`; the marker itself is not published. */
function markOptionalBodies(document: OpenApiObject): OpenApiObject {
  for (const methods of Object.values(document.paths ?? {}) as Record<string, unknown>[]) {
    for (const operation of Object.values(methods)) {
      if (typeof operation !== 'object' || operation === null || !(OPTIONAL_BODY in operation)) continue;
      const marked = operation as { requestBody?: { required?: boolean } } & Record<string, unknown>;
      delete marked[OPTIONAL_BODY];
      if (marked.requestBody) marked.requestBody.required = false;
    }
  }
  return document;
}

export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';

/**
 * The API's OpenAPI 3.1 document, made from the zod schemas every route declares
 * (routeDoc.ts), at GET /api/openapi.json; the reference UI at /api/docs outside
 * production only, so production serves no extra scripts and keeps its strict
 * Content-Security-Policy.
 *
 * Input is checked once, by Fastify, with the schemas each route declares (the
 * contracts' schemas and messages: routeValidation.ts), before its handler runs.
 * Answers are written with JSON.stringify as before any schema was declared:
 * checking every answer against its schema would slow the list pages, and the
 * contract test checks them instead.
 */
export async function registerOpenApi(api: FastifyInstance, options: { production: boolean }): Promise<void> {
  registerRouteValidation(api);
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'VendorBridge API',
        version: '1.0.0',
        description:
          'Every answer is JSON: { success: true, message, data } on success, ' +
          '{ success: false, message, code?, errors?: { "field.path": [messages] } } on a refusal.',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Issue 36 (D45): the business's own software. OpenAPI 3.1 lets any scheme list
          // scopes per operation; each route that admits a key names the one it needs.
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vb_… API key',
            description:
              'An API key the business owner created on the Developers page: `Authorization: Bearer vb_…`. ' +
              'It acts as the business (as a maker, never an approver) on the routes that list its scope; ' +
              'elsewhere 403 KEY_NOT_ALLOWED, without the scope 403 SCOPE_REQUIRED. Scopes: ' +
              'payments:read, payments:write, beneficiaries:read, beneficiaries:write.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const marked = markOptionalBodies(document.openapiObject);
      // The webhooks (issue 36) are plain JSON made from the contracts' schemas, which the
      // swagger plugin's own types do not describe; the contract test reads them back.
      return Object.assign(marked, { webhooks: webhookDocs() });
    },
  });

  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => api.swagger());

  if (!options.production) {
    await api.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  }
}
