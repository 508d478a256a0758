// `npm run db:seed`: (re)writes the seed content into the configured database.
import { openDatabase } from '@/db/bootstrap';
import { env } from '@/lib/core/env';
import { seedDatabase } from '@/db/seed/seed';

const handle = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, seed: false } : { kind: 'pglite', dataDir: env.DATA_DIR, seed: false },
);
try {
  await seedDatabase(handle.db);
  console.log(`Seeded the ${handle.kind} database.`);
} finally {
  await handle.close();
}
