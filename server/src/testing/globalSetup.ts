import { ensurePgliteTemplate } from './pgliteTemplate';
import { ensurePostgresTemplate } from './postgresTemplate';

export default async function globalSetup() {
  const postgres = process.env.TEST_DATABASE_URL;
  await Promise.all([
    ensurePgliteTemplate(),
    // Once per run, so this run's test databases are copies and older migration sets' templates go.
    postgres ? ensurePostgresTemplate(postgres, { dropStale: true }) : undefined,
  ]);
}
