import { withId } from '@portal/contracts/api';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { DATABASE_KINDS, TEST_PUBLIC_URL, useTestServer } from '../../testing';
import { call, customerSession, dataOf } from '../payments/testing/paymentTesting';
import { sendSigned, WebhookDispatcher } from './index';

// Issue 36 (item 6): the receiver docs/api.md shows, run as it is written (only its port is
// the test's), verifies what the portal sends and refuses what it did not sign.

const SERVER_DIR = path.resolve(__dirname, '../../..');
const DOC = path.resolve(SERVER_DIR, '../docs/api.md');

/** The ```js block under "Receiving and verifying" in docs/api.md. */
function docReceiver(): string {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.slice(doc.indexOf('### Receiving and verifying'));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  if (!match?.[1]) throw new Error('docs/api.md has no receiver example');
  return match[1];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.each(DATABASE_KINDS)("docs/api.md's receiver on %s", (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('verifies a message the portal sends (204, logged) and answers 400 to one signed with another secret', async () => {
    const owner = await customerSession(server);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks`;
    const registered = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
      url,
      events: ['beneficiary.created'],
    });
    const { endpoint, secret } = dataOf<WebhookEndpointSecretData>(registered);
    const code = docReceiver();
    expect(code).toContain('.listen(3000)');
    let printed = '';
    child = spawn(
      process.execPath,
      ['--input-type=module', '-e', code.replace('.listen(3000)', `.listen(${port}, '127.0.0.1')`)],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, VB_WEBHOOK_SECRET: secret },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answered = await fetch(url, { method: 'POST', body: '{}' }).catch(() => null);
      if (answered) {
        expect(answered.status).toBe(400);
        break;
      }
      if (Date.now() > deadline) throw new Error(`the doc's receiver did not start:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
    const worker = new WebhookDispatcher({
      db: server.database.db,
      mailer: server.test.mailer,
      publicUrl: TEST_PUBLIC_URL,
      log: { warn: () => undefined, error: () => undefined },
      allowPrivate: true,
      timeoutMs: 5000,
    });
    expect(await worker.runOnce()).toBe(1);
    const log = await call(server, 'GET', withId(WEBHOOK_PATHS.deliveries, endpoint.id), owner.headers);
    const [delivery] = dataOf<{ deliveries: { status: string; attempts: { statusCode: number }[] }[] }>(
      log,
    ).deliveries;
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([204]);
    // The receiver logs before it answers, but a child's stdout reaches us through a pipe,
    // which may deliver after the 204 does: wait for the line (a few seconds at most).
    const logged = /^webhook\.test test \d{4}-\d\d-\d\dT[\d:.]+Z$/m;
    for (const until = Date.now() + 5_000; !logged.test(printed) && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(printed).toMatch(logged);

    const forged = await sendSigned(
      url,
      {
        id: 'msg_forged',
        body: '{"type":"payment.sent"}',
        at: new Date(),
        secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      },
      { allowPrivate: true, timeoutMs: 5000 },
    );
    expect(forged.statusCode).toBe(400);
  }, 60_000);
});
