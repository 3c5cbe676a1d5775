import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Shared by the contract test and the fuzz (not a test itself). */

export interface JsonSchema {
  [keyword: string]: unknown;
}

interface MediaType {
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, JsonSchema> };
}

export interface DocumentedOperation {
  method: string;
  /** The document's path, e.g. `/api/payments/{id}`. */
  path: string;
  operation: Operation;
}

/** The API's OpenAPI document, as a client reads it. */
export async function readDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

export const operationsOf = (document: OpenApiDocument): DocumentedOperation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

export const operationKey = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** A concrete URL for a documented path: each `{name}` replaced by its value. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));

/**
 * Holds answers to the document: the status must be one the operation lists, and
 * a JSON answer must match the schema documented for that status (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). Returns what is wrong, or nothing.
 */
export class AnswerChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly byKey = new Map<string, Operation>();

  constructor(document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    // Schemas the document shares through $ref ("#/components/schemas/…").
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} });
    for (const documented of operationsOf(document))
      this.byKey.set(operationKey(documented), documented.operation);
  }

  problemsWith(method: string, path: string, response: LightMyRequestResponse): string[] {
    const key = operationKey({ method, path });
    const operation = this.byKey.get(key);
    if (!operation) return [`${key} is not in the document`];
    const status = String(response.statusCode);
    const documented = operation.responses[status];
    if (!documented) {
      return [
        `${key} answered ${status}, which it does not document (${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 300)}`,
      ];
    }
    const json = documented.content?.['application/json']?.schema;
    if (!json) return [];
    if (!/^application\/json\b/.test(String(response.headers['content-type'] ?? ''))) {
      return [`${key} answered ${status} as ${String(response.headers['content-type'])}, not JSON`];
    }
    const validate = this.validatorFor(`${key} ${status}`, json);
    if (validate(response.json())) return [];
    return [
      `${key} answered ${status} outside its schema: ${this.ajv.errorsText(validate.errors)}: ${response.body.slice(0, 300)}`,
    ];
  }

  private validatorFor(id: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(id);
    if (!validate) {
      const withRefs = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
      ) as JsonSchema;
      validate = this.ajv.compile(withRefs);
      this.compiled.set(id, validate);
    }
    return validate;
  }
}
