import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the app itself (db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
