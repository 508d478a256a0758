// `npm run db:migrate`: applies pending migrations to the configured database (the server also
// does this at start, under an advisory lock, so running it by hand is optional).
import { openDatabase } from '@/db/bootstrap';
import { env } from '@/lib/core/env';

const handle = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, seed: false } : { kind: 'pglite', dataDir: env.DATA_DIR, seed: false },
);
await handle.close();
console.log(`Migrations applied to the ${handle.kind} database.`);
