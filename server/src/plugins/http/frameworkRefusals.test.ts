import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../testing';

/** Sends raw bytes and resolves to everything the server wrote before closing. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Sends a request whose body follows its headers as a client streams it (in 64 KB
 * writes), and resolves to what the server answered. Like Node's own HTTP client it gives
 * up at the first write error: a server that resets the connection while the client still
 * sends (EPIPE, ECONNRESET) leaves it with no answer.
 */
function streamRequest(port: number, head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      // One write a tick, as a client sends from a file or a slower network: the server
      // has answered well before the last byte leaves.
      let at = 0;
      const next = () => {
        if (socket.destroyed) return;
        if (at >= body.length) return void socket.end();
        socket.write(body.subarray(at, at + 64 * 1024));
        at += 64 * 1024;
        setTimeout(next, 1);
      };
      next();
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The headers of a raw answer, by lower-case name. */
function headersOf(answer: string): Record<string, string> {
  const lines = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  return Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
}

/** The security headers every answer carries (issue 32: a 431 carried only nosniff). */
// (Strict-Transport-Security is sent only in production, where the same list carries it.)
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

/** Refusals made before any route runs still answer in the failure shape, echoing nothing. */
describe('refusals before routing', () => {
  let database: TestDatabase;
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
  });

  it('answers a URL that cannot be decoded with 400 in the error shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request URL is not valid.',
      code: ERROR_CODES.badRequest,
    });
  });

  it('answers an undecodable URL with the security and cache headers every other answer carries', async () => {
    const ordinary = await test.app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const url of ['/api/%zz', '/%zz']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'strict-transport-security',
        'x-frame-options',
      ]) {
        expect(response.headers[name]).toBe(ordinary.headers[name]);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers headers too large for the parser with 431 in the error shape', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(bodyOf(answer)).toEqual({
      success: false,
      message: 'The request headers are too large.',
      code: ERROR_CODES.badRequest,
    });
  });

  it('answers a request the parser refuses (Content-Length and chunked together) with 400', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({
      success: false,
      message: 'The request could not be processed.',
      code: ERROR_CODES.badRequest,
    });
  });

  it('gives every answer the security headers: an overlong URL (431), a refused request (400), too large a body (413), no route (404)', async () => {
    const ordinary = await test.app.inject({ method: 'GET', url: '/api/health' });
    const answers = {
      overlongUrl: await rawRequest(port, `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      smuggling: await rawRequest(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ),
    };
    expect(answers.overlongUrl).toMatch(/^HTTP\/1\.1 431 /);
    expect(answers.smuggling).toMatch(/^HTTP\/1\.1 400 /);
    const injected = {
      tooLarge: await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a'.repeat(20_000) }),
      }),
      noRoute: await test.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    };
    expect(injected.tooLarge.statusCode).toBe(413);
    expect(injected.noRoute.statusCode).toBe(404);
    for (const name of SECURITY_HEADERS) {
      const expected = ordinary.headers[name];
      expect([name, typeof expected]).toEqual([name, 'string']);
      for (const [what, answer] of Object.entries(answers)) {
        expect([what, name, headersOf(answer)[name]]).toEqual([what, name, expected]);
      }
      for (const [what, response] of Object.entries(injected)) {
        expect([what, name, response.headers[name]]).toEqual([what, name, expected]);
      }
    }
    expect(headersOf(answers.overlongUrl)['cache-control']).toBe('no-store');
  });

  it('answers 413 to a client still sending a 1 MB body, rather than resetting the connection under it', async () => {
    const body = Buffer.from(`{"email":"${'n'.repeat(1024 * 1024)}"}`);
    const head = [
      'POST /api/auth/resend-verification HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    // A reset loses the answer only when it wins a race, so the client tries several times.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await streamRequest(port, head, body);
      expect(answer.startsWith('HTTP/1.1 413 ')).toBe(true);
      expect(bodyOf(answer)).toEqual({
        success: false,
        message: 'The request body is too large.',
        code: ERROR_CODES.payloadTooLarge,
      });
    }
  });
});
