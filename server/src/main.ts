import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureAdminAccount } from './features/admin-account';
import { registerAuthRoutes } from './features/auth';
import { openDatabase } from './features/database';
import { resolveJwtSecret } from './features/jwt-secret';
import { createMailTransport } from './features/mail';
import { purgeExpired } from './features/rate-limit';

const PURGE_EVERY_MS = 60 * 60_000;

async function main() {
  const config = loadConfig();
  const jwtSecret = resolveJwtSecret(config);
  const database = openDatabase(config, {
    onIdleError: (error) => app?.log.error({ err: error }, 'database connection lost'),
  });
  await database.migrate();

  const mailTransport = createMailTransport(config);
  const app = await buildApp(config, {
    checkDatabase: database.check,
    registerApi: (api) =>
      registerAuthRoutes(api, {
        db: database.db,
        settings: { production: config.production, publicUrl: config.publicUrl, jwtSecret },
        mail: { transport: mailTransport, from: config.mailFrom },
      }),
  });
  app.addHook('onClose', () => database.close());
  app.log.info(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in DATA_DIR'}`,
  );
  app.log.info(`E-mail: ${mailTransport.describe}`);

  await ensureAdminAccount(database.db, config, app.log);
  const purge = setInterval(() => {
    purgeExpired(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not purge expired rate-limit counters'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`VendorBridge portal on http://${shown}:${config.port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      clearInterval(purge);
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
