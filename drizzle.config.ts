import { defineConfig } from 'drizzle-kit';

// One schema and one migration set for both drivers (PGlite and PostgreSQL): generate with
// `npm run db:generate`; the server applies them at start-up with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
});
