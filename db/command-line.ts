// The database the command-line tools work on (`npm run db:migrate`, `db:seed`, `staff:add`):
// PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. Migrated first, never seeded.
import { openDatabase } from '@/db/bootstrap';
import { DataDirInUseError, type DatabaseHandle } from '@/db/client';
import { env } from '@/lib/core/env';
import { safeErrorMessage } from '@/lib/core/safe-error';

/** The configured database, or what to tell the operator when it cannot be opened (a running server holds the embedded one). */
export async function openCommandLineDatabase(): Promise<DatabaseHandle | { error: string }> {
  try {
    return await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, seed: false, max: 2 } : { kind: 'pglite', dataDir: env.DATA_DIR, seed: false },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) return { error: error.message };
    return { error: `cannot open the database: ${safeErrorMessage(error)}` };
  }
}
