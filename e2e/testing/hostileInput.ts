import { gzipSync } from 'node:zlib';

// Every POST route of the API and the fields of its body, as the server's tests read them.
export { POST_ROUTES } from '@portal/server/testing';

/**
 * A well-formed value for each field, so that a body with one hostile field gets as
 * far into the server as that field allows. Addresses are new on every call.
 */
export function plausibleBody(fields: readonly string[], unique: string): Record<string, string> {
  const values: Record<string, string> = {
    name: 'Hostile Input Tester',
    email: `hostile-${unique}@e2e.test`,
    password: 'Hostile-Pass-1',
    otp: '123456',
    token: 'A'.repeat(43),
    refreshToken: 'B'.repeat(43),
  };
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? 'x']));
}

/** Values of the wrong type for a string field. */
export const WRONG_TYPES: readonly unknown[] = [
  42,
  -1.5e308,
  true,
  null,
  [],
  ['a@b.co'],
  {},
  { $gt: '' },
  { toString: 'x' },
];

/** Strings that have broken other servers: injection, unicode, control characters, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  "admin'--",
  "Robert'); DROP TABLE users;--",
  '"; SELECT pg_sleep(10); --',
  '\\x27 UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  'a@b.co\r\nBcc: victim@example.com',
  'a@b.co%0d%0aBcc:victim@example.com',
  '\u0000',
  'Ada\u0000Okafor',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '🙂🙃💥',
  '\ud800',
  'ｅｘａｍｐｌｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'İstanbul@ß.example',
  '٠١٢٣٤٥',
  '１２３４５６',
  'x'.repeat(5_000),
  '\u00e9'.repeat(3_000),
];

export interface RawBody {
  what: string;
  contentType: string | null;
  body: string | Buffer;
  contentEncoding?: string;
}

/** Bodies that are not the JSON object a route expects, or not JSON at all. */
export const RAW_BODIES: readonly RawBody[] = [
  { what: 'truncated JSON', contentType: 'application/json', body: '{"email":' },
  { what: 'trailing garbage', contentType: 'application/json', body: '{"a":1}}' },
  { what: 'trailing comma', contentType: 'application/json', body: '{"email":"a@b.co",}' },
  { what: 'single quotes', contentType: 'application/json', body: "{'email':'a@b.co'}" },
  { what: 'empty body', contentType: 'application/json', body: '' },
  { what: 'a NUL byte', contentType: 'application/json', body: '\u0000' },
  { what: 'a byte-order mark', contentType: 'application/json', body: '\ufeff{}' },
  {
    what: 'invalid UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { what: 'null', contentType: 'application/json', body: 'null' },
  { what: 'a number', contentType: 'application/json', body: '1e999999' },
  { what: 'a string', contentType: 'application/json', body: '"a@b.co"' },
  { what: 'an array', contentType: 'application/json', body: '[{"email":"a@b.co"}]' },
  { what: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(7_000)}${']'.repeat(7_000)}` },
  {
    what: '__proto__ key',
    contentType: 'application/json',
    body: '{"__proto__":{"role":"admin"},"email":"a@b.co"}',
  },
  {
    what: 'constructor.prototype',
    contentType: 'application/json',
    body: '{"constructor":{"prototype":{"role":"admin"}}}',
  },
  {
    what: 'just over the body limit (16 KB)',
    contentType: 'application/json',
    body: `{"email":"${'a'.repeat(16_400)}"}`,
  },
  { what: 'a 1 MB body', contentType: 'application/json', body: `{"name":"${'n'.repeat(1024 * 1024)}"}` },
  {
    what: 'a gzip bomb (50 MB inflated)',
    contentType: 'application/json',
    contentEncoding: 'gzip',
    body: gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20)),
  },
  {
    what: 'gzip that is not gzip',
    contentType: 'application/json',
    contentEncoding: 'gzip',
    body: 'not gzip',
  },
  { what: 'an unknown encoding', contentType: 'application/json', contentEncoding: 'x-evil', body: '{}' },
  { what: 'text/plain', contentType: 'text/plain', body: '{"email":"a@b.co"}' },
  { what: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.co&password=x' },
  { what: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  {
    what: 'XML',
    contentType: 'application/xml',
    body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { what: 'no content type', contentType: null, body: '{"email":"a@b.co"}' },
  {
    what: 'a JSON charset the server does not speak',
    contentType: 'application/json; charset=utf-16',
    body: '{}',
  },
];

/** Authorization headers that are not a valid bearer token. */
export const HOSTILE_AUTHORIZATION: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer a.b.c',
  'Bearer ..',
  "Bearer ' OR 1=1 --",
  'Basic YWRtaW46YWRtaW4=',
  'bearer eyJhbGciOiJub25lIn0.e30.',
  `Bearer ${'x'.repeat(8_000)}`,
];

/** Paths and methods outside the API's routes. */
export const HOSTILE_REQUESTS: readonly { method: string; path: string }[] = [
  { method: 'GET', path: '/auth/%E0%A4%A' },
  { method: 'GET', path: '/auth/me/..%2f..%2f..%2fetc%2fpasswd' },
  { method: 'GET', path: `/auth/me?email=${encodeURIComponent("' OR 1=1 --")}&x=${'y'.repeat(4_000)}` },
  { method: 'GET', path: '/health?__proto__[admin]=1' },
  { method: 'PUT', path: '/auth/login' },
  { method: 'DELETE', path: '/auth/me' },
  { method: 'PATCH', path: '/auth/register' },
  { method: 'TRACE', path: '/auth/me' },
  { method: 'GET', path: '/auth/login' },
  { method: 'GET', path: `/${'a/'.repeat(1_000)}` },
];
