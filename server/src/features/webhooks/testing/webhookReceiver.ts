import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Shared by the webhook tests (not a test itself). */

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers with what `answer` says
 * (a status, a redirect, or never; `delayMs` after the request arrived).
 */
export async function startReceiver(
  answer: (count: number) => { status: number; location?: string; delayMs?: number } | 'hang' = () => ({
    status: 204,
  }),
) {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const reply = answer(received.length);
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      const send = () => {
        response.writeHead(reply.status, reply.location ? { location: reply.location } : {});
        response.end();
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
