// Part 17 of `npm run bench` (`node scripts/bench.mjs webhooks`): webhook delivery from the
// outbox (issue 36, D46). The built server as `npm start` runs it (PGlite) takes 1,000 moves
// (beneficiaries created through the API, WEBHOOKS.width at a time), each an event for three
// endpoints of the business. Measured: from the move's time in the event (`data.occurredAt`)
// to the message's arrival at a live receiver. Twice in one run: three live endpoints (the
// baseline), then two live and one dead (it never answers: each attempt holds its slot for the
// whole timeout). Goal: p99 to the live ones under 2 s, the dead one not slowing them.
import http from 'node:http';
import { loadavg } from 'node:os';
import { createVerifiedAccounts, signIn } from './api/accounts.mjs';
import { startServer } from './api/server.mjs';
import { stoppedAfter } from './support/cleanup.mjs';
import { listenLocally } from './support/local-server.mjs';
import { ensureServerBuilt } from './data.mjs';
import { quantile } from './support/latency.mjs';

export const WEBHOOKS = { events: 1000, width: 4, goalMs: 2000, drainWithinMs: 120_000 };

/** A receiver on 127.0.0.1: notes each message's delay after its move; a dead one never answers. */
async function startReceiver({ dead = false } = {}) {
  const delays = [];
  const held = new Set();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      if (dead) {
        held.add(response);
        return;
      }
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      delays.push(arrived - Date.parse(message.data.occurredAt));
      response.writeHead(204).end();
    });
  });
  const { url, stop } = await listenLocally(server);
  return {
    url: `${url}/hooks`,
    delays,
    received: () => delays.length + held.size,
    close: async () => {
      for (const response of held) response.destroy();
      await stop();
    },
  };
}

async function api(server, token, method, path, body) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json?.data;
}

/** One round: three endpoints (the last dead or not), 1,000 moves, until the live ones have every message. */
async function round(server, token, { withDead, tag, log }) {
  const receivers = [await startReceiver(), await startReceiver(), await startReceiver({ dead: withDead })];
  const endpoints = [];
  try {
    for (const receiver of receivers) {
      const data = await api(server, token, 'POST', '/webhook-endpoints', {
        url: receiver.url,
        events: ['beneficiary.created'],
        description: `bench ${tag}`,
      });
      endpoints.push(data.endpoint.id);
    }
    const live = withDead ? receivers.slice(0, 2) : receivers;
    const loadBefore = loadavg()[0];
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WEBHOOKS.width }, async () => {
        for (let i = next++; i < WEBHOOKS.events; i = next++) {
          await api(server, token, 'POST', '/beneficiaries', {
            name: `Vendor ${tag} ${String(i).padStart(4, '0')} GmbH`,
            country: 'DE',
            currency: 'EUR',
            bankName: 'Deutsche Bank',
            address: 'Hauptstrasse 1, 10115 Berlin',
            iban: 'DE89 3704 0044 0532 0130 00',
            bic: 'DEUTDEFF',
          });
        }
      }),
    );
    const movedSeconds = (Date.now() - started) / 1000;
    const deadline = Date.now() + WEBHOOKS.drainWithinMs;
    while (live.some((receiver) => receiver.delays.length < WEBHOOKS.events) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const delays = live.flatMap((receiver) => receiver.delays).sort((a, b) => a - b);
    const result = {
      withDead,
      movedSeconds,
      deliveredSeconds: (Date.now() - started) / 1000,
      expected: live.length * WEBHOOKS.events,
      delivered: delays.length,
      p50: quantile(delays, 0.5),
      p99: quantile(delays, 0.99),
      max: delays.at(-1),
      deadAttempts: withDead ? receivers[2].received() : null,
      loadBefore,
      loadAfter: loadavg()[0],
    };
    log(
      `webhooks ${tag}: moves took ${movedSeconds.toFixed(1)} s; ${result.delivered}/${result.expected} delivered, p99 ${result.p99} ms, load ${loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)}`,
    );
    return result;
  } finally {
    for (const id of endpoints)
      await api(server, token, 'DELETE', `/webhook-endpoints/${id}`).catch(() => {});
    for (const receiver of receivers) await receiver.close();
  }
}

/** @param {{ log: (line: string) => void }} context */
export async function runWebhooks({ log }) {
  ensureServerBuilt(log);
  const server = await startServer(
    { WEBHOOK_ALLOW_PRIVATE: 'true', BENEFICIARIES_CREATED_PER_MINUTE: '100000' },
    { upWithinMs: 180_000 },
  );
  return stoppedAfter(
    () => server.stop(),
    async () => {
      const [account] = await createVerifiedAccounts(server, 1);
      const { token } = await signIn(server, account);
      const baseline = await round(server, token, { withDead: false, tag: 'baseline', log });
      const dead = await round(server, token, { withDead: true, tag: 'dead', log });
      const fixed = (value) => (value === undefined ? '–' : String(Math.round(value)));
      const row = (result, label) => [
        label,
        `${result.delivered} / ${result.expected}`,
        result.movedSeconds.toFixed(1),
        fixed(result.p50),
        fixed(result.p99),
        fixed(result.max),
        result.p99 === undefined ? '' : `${(result.p99 / baseline.p99).toFixed(2)}×`,
        result.delivered === result.expected && result.p99 < WEBHOOKS.goalMs ? 'yes' : 'NO',
        `${result.loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)}`,
      ];
      return [
        {
          title: `Webhooks (D46): ${WEBHOOKS.events.toLocaleString('en-US')} moves (beneficiaries created, ${WEBHOOKS.width} at a time) to 3 endpoints, delay from the move to a live receiver (PGlite)`,
          columns: [
            'Endpoints',
            'Live messages delivered',
            'Moves took s',
            'p50 ms',
            'p99 ms',
            'Max ms',
            'p99 ÷ baseline',
            `p99 < ${WEBHOOKS.goalMs / 1000} s`,
            'Load average (1 min)',
          ],
          rows: [row(baseline, '3 live (baseline)'), row(dead, '2 live + 1 dead (never answers)')],
          notes: [
            `The dead endpoint was sent ${dead.deadAttempts} attempts meanwhile (each held for the 15 s timeout, then retried after its backoff).`,
          ],
        },
      ];
    },
  );
}
