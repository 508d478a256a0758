import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getDb, type Database } from '@/db/client';
import { authVerifications, staffAccounts, staffSessions, staffTwoFactors, staffUsers } from '@/db/schema';

// better-auth reads and writes the staff tables itself, through its Drizzle adapter: this is
// where that adapter meets our tables, so that nothing outside db/ touches the client or schema.

/** The adapter over the staff tables of `db` (lib/auth/server.ts gives it to better-auth). */
export function staffAuthAdapter(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: authVerifications, twoFactor: staffTwoFactors },
  });
}

/** The app's database, for the server's one auth runtime (tests build theirs on a test database). */
export const appAuthDatabase = (): Promise<Database> => getDb();
