import { firstScreenSource } from './features/first-screen';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureAdminAccount } from './features/admin-account';
import { setPasswordHashCost } from './features/auth';
import path from 'node:path';
import { registerApi } from './api';
import { openDatabase } from './plugins/database';
import { resolveJwtSecret } from './plugins/jwt-secret';
import { resolveReceiptKeys } from './plugins/receipt-keys';
import { createMailTransport, Mailer } from './plugins/mail';
import { expireOverdue } from './features/payments';
import { DEFAULT_PURGE_SETTINGS, startExpiryJob, startPurgeJob } from './plugins/maintenance';
import { createFileStore } from './plugins/storage';
import { closeOnSignals } from './plugins/lifecycle';
import { AppMetrics } from './plugins/metrics';
import { WebhookDispatcher } from './features/webhooks';

async function main() {
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const jwtSecret = resolveJwtSecret(config);
  const receiptKeys = resolveReceiptKeys(config);
  const database = openDatabase(config, {
    onIdleError: (error) => app?.log.error({ err: error }, 'database connection lost'),
  });
  await database.migrate();

  const mailTransport = createMailTransport(config);
  const files = createFileStore(config);
  let mailer: Mailer | undefined;
  const metrics = new AppMetrics({
    outboxBacklog: () => mailer?.backlog() ?? Promise.resolve({ count: 0, oldestAt: null }),
    processMetrics: true,
  });
  const app = await buildApp(config, {
    metrics,
    checkDatabase: database.check,
    checkFiles: () => files.check(),
    firstScreen: (built) => firstScreenSource({ app: built, db: database.db, jwtSecret }),
    registerApi: (api) => {
      mailer = new Mailer(database.db, mailTransport, config.mailFrom, api.log, {
        onSweep: (outcome) => metrics.jobRound('mail-sweep', outcome),
      });
      return registerApi(api, {
        db: database.db,
        settings: {
          production: config.production,
          publicUrl: config.publicUrl,
          jwtSecret,
          adminTwoFactorRequired: config.adminRequireTwoFactor,
        },
        journey: {
          quoteTtlSeconds: config.quoteTtlSeconds,
          fundingTtlSeconds: config.fundingTtlSeconds,
          payoutDualControlNgn: config.payoutDualControlNgn,
        },
        beneficiaryCaps: config.beneficiaryCaps,
        mailer,
        files,
        screening: { blockedCountries: config.blockedCountries, sanctionsListFile: config.sanctionsListFile },
        uploadTmpDir: path.join(config.dataDir, 'tmp'),
        supportEmail: config.supportEmail,
        receiptKeys,
        supportContact: config.supportContact,
        webhookAllowPrivate: config.webhookAllowPrivate,
      });
    },
  });
  // Webhooks (issue 36, D46): every instance delivers from the outbox; a lease keeps each delivery one worker's.
  const webhooks = new WebhookDispatcher({
    db: database.db,
    get mailer() {
      if (!mailer) throw new Error('the mailer is made with the API');
      return mailer;
    },
    publicUrl: config.publicUrl,
    log: app.log,
    allowPrivate: config.webhookAllowPrivate,
    timeoutMs: config.webhookTimeoutSeconds * 1000,
  });
  // Mail still on its way is delivered, and the webhook successes waiting for their batch are
  // recorded, before the database closes (else a delivered message stays pending and is sent again).
  app.addHook('onClose', async () => {
    await webhooks.stop();
    await mailer?.close();
    await database.close();
  });
  app.log.info(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in DATA_DIR'}`,
  );
  app.log.info(`E-mail: ${mailTransport.describe}, through the outbox table`);
  app.log.info(`Files: ${files.describe}`);
  await files.check();

  await ensureAdminAccount(database.db, config, app.log);
  // Expired sessions, reset links, counters, stale sign-ups and old sent mail, hourly (PURGE_EVERY_SECONDS).
  const purge = startPurgeJob({
    db: database.db,
    log: app.log,
    everyMs: config.purgeEverySeconds * 1000,
    // Not before the start has settled, nor later than the period asked for.
    firstAfterMs: Math.min(60_000, config.purgeEverySeconds * 1000),
    onRound: (outcome) => metrics.jobRound('purge', outcome),
    settings: {
      ...DEFAULT_PURGE_SETTINGS,
      unverifiedAccountMaxAgeMs: config.unverifiedAccountDays * 24 * 60 * 60_000,
      securityEventMaxAgeMs: config.securityEventDays * 24 * 60 * 60_000,
    },
  });

  // Approved requests whose funding deadline passed become expired, every minute (D30).
  const expiry = startExpiryJob({
    log: app.log,
    everyMs: config.expiryEverySeconds * 1000,
    onRound: (outcome) => metrics.jobRound('expiry', outcome),
    expire: (now) => {
      if (!mailer) return Promise.resolve(0);
      return expireOverdue({ db: database.db, mailer, publicUrl: config.publicUrl }, now);
    },
  });

  // Sends what a previous process committed but did not send, then keeps sweeping.
  mailer?.start();
  webhooks.start();
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`VendorBridge portal on http://${shown}:${config.port}`);

  closeOnSignals({
    app,
    graceMs: config.shutdownGraceSeconds * 1000,
    stopWork: () => {
      purge.stop();
      expiry.stop();
      mailer?.stop();
      void webhooks.stop();
    },
  });
}

const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT']);

/** One plain sentence for the faults an operator fixes outside the code; the whole error otherwise. */
function startFailure(error: unknown): unknown {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const { code, path: where } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code === 'string' && UNWRITABLE.has(code)) {
    return `Cannot start: the data folder cannot be written (${code}${typeof where === 'string' ? ` at ${where}` : ''}). Check DATA_DIR, its permissions and free space.`;
  }
  return error;
}

main().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exit(1);
});
