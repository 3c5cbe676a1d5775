import { TEST_PUBLIC_URL, type ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { WebhookDispatcher } from '../webhookDispatcher';

const quiet = { warn: () => undefined, error: () => undefined };

/** The webhook worker on a test server's database and clock, private receivers allowed (tests). */
export function dispatcherFor(
  server: ServerUnderTest,
  options: { timeoutMs?: number; pollMs?: number } = {},
) {
  return new WebhookDispatcher({
    db: server.database.db,
    mailer: server.test.mailer,
    publicUrl: TEST_PUBLIC_URL,
    log: quiet,
    allowPrivate: true,
    now: server.test.clock.now,
    timeoutMs: options.timeoutMs ?? 2000,
    pollMs: options.pollMs ?? 50,
  });
}
