import fc from 'fast-check';
import type { JsonSchema, Operation } from './openApiDocument';

/** Shared by the fuzz (not a test itself): requests built from what the document says an operation takes. */

/** Strings that have broken servers: empty, long, control and non-ASCII characters, injections, numbers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000',
  '\u202e\u0007',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '%00',
  '🙂',
  '１２３',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.uuid());

const schemaList = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/** Values that fit a JSON schema loosely (enums, object keys, types), mixed with values that do not. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 2 });
  if (!schema || depth > 4) return anything;
  const branches = [...schemaList(schema.anyOf), ...schemaList(schema.oneOf)];
  if (branches.length) return fc.oneof(...branches.map((branch) => valueFor(branch, depth + 1)), anything);
  const all = schemaList(schema.allOf);
  if (all.length) {
    const merged: JsonSchema = { type: 'object', properties: {} };
    for (const part of all) Object.assign(merged.properties as object, part.properties ?? {});
    return valueFor(merged, depth + 1);
  }
  const fitting = fittingValue(schema, depth);
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: anything, weight: 1 });
}

function fittingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum))
    return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), hostileString);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [] });
    }
    case 'array':
      return fc.array(valueFor(schema.items as JsonSchema | undefined, depth + 1), { maxLength: 4 });
    case 'string':
      return hostileString;
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double());
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { form: { field: string; value?: string; content?: Buffer }[] };
}

/** A request for one operation: random params, query, headers and body, as the document names them. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const inPlace = (where: string) => parameters.filter((parameter) => parameter.in === where);
  const params = fc.record(
    Object.fromEntries(inPlace('path').map((parameter) => [parameter.name, hostileString])),
  );
  const query = fc
    .record(
      Object.fromEntries(
        inPlace('query').map((parameter) => [parameter.name, valueFor(parameter.schema).map(asText)]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => {
      const search = new URLSearchParams(values as Record<string, string>).toString();
      return search ? `?${search}` : '';
    });
  const headers = fc.record(
    Object.fromEntries(
      inPlace('header').map((parameter) => [
        parameter.name,
        // Header values must be visible ASCII to be sent at all.
        fc.oneof(fc.stringMatching(/^[\x21-\x7e]{1,120}$/), fc.constant('')),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const content = operation.requestBody?.content ?? {};
  const bodies: fc.Arbitrary<FuzzRequest['body']>[] = [];
  const json = content['application/json'];
  if (json) bodies.push(valueFor(json.schema).map((value) => ({ json: value })));
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const fields = Object.keys(multipart.schema?.properties ?? {});
    const part = fc.oneof(
      fc.record({
        field: fc.oneof(fc.constantFrom(...fields, 'other'), hostileString),
        value: hostileString,
      }),
      fc.record({
        field: fc.constantFrom(...fields, 'other'),
        content: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      }),
    );
    bodies.push(fc.array(part, { maxLength: 6 }).map((form) => ({ form })));
  }
  const body = bodies.length
    ? fc.option(fc.oneof(...bodies), { nil: undefined, freq: 8 })
    : fc.constant(undefined);
  return fc.record({ params, query, headers, body }, { requiredKeys: ['params', 'query', 'headers'] });
}
