import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes a new migration into drizzle/ after a change
// to the schema; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/plugins/database/schema.ts',
  out: './drizzle',
});
