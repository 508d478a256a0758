// The database the command-line tools work on (`npm run db:migrate`, `db:seed`, `staff:add`):
// PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. Migrated first, never seeded.
//
// They read the settings a production start on this machine reads: the environment, then
// .env.production.local for what it leaves unset (lib/core/settings-file.mjs, as prod:local), and
// say first which database those name, so that a wrong one shows. lib/core/env.ts validates the
// settings when it is first evaluated and throws on a bad one, before any code of the importer
// runs; so it, and whatever reaches it (the database, the auth code), is imported here inside a
// try, or by a tool after readCommandLineSettings answered: a bad setting is a message, not a stack.
import type { DatabaseHandle } from '@/db/client';
import type { Env } from '@/lib/core/env';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { loadSettingsFile, settingsFile } from '@/lib/core/settings-file.mjs';

/** Which database the settings name, for the operator: never the password. */
function describeTarget(env: Env, fromFile: string[]): string {
  const source = (name: string) => (fromFile.includes(name) ? ` (${name} from ${settingsFile})` : '');
  if (!env.DATABASE_URL) return `Using the embedded database in ${env.DATA_DIR}${source('DATA_DIR')}.`;
  const url = new URL(env.DATABASE_URL);
  // A socket directory comes as ?host=/run/postgresql; no host at all is the driver's localhost.
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return `Using PostgreSQL at ${host}:${url.port || '5432'}${url.pathname}${source('DATABASE_URL')}.`;
}

type Settings = { env: Env; fromFile: string[] } | { error: string };
let settings: Promise<Settings> | undefined;

/**
 * The checked settings, or what is wrong with them. A tool that needs more of ours than the
 * database imports it after this answered (openCommandLineDatabase asks it too; it reads once).
 */
export function readCommandLineSettings(): Promise<Settings> {
  settings ??= (async () => {
    const fromFile = loadSettingsFile();
    try {
      return { env: (await import('@/lib/core/env')).env, fromFile };
    } catch (error) {
      const read = fromFile.length > 0 ? `\n(Settings are read from the environment, then from ${settingsFile}.)` : '';
      return { error: `${(error as Error).message}${read}` };
    }
  })();
  return settings;
}

/**
 * The configured database, or what to tell the operator when the settings are wrong or it cannot
 * be opened (a running server holds the embedded one). Says first which one it opens.
 */
export async function openCommandLineDatabase(): Promise<DatabaseHandle | { error: string }> {
  const read = await readCommandLineSettings();
  if ('error' in read) return read;
  const { env, fromFile } = read;
  console.log(describeTarget(env, fromFile));
  const [{ openDatabase }, { DataDirInUseError }] = await Promise.all([import('@/db/bootstrap'), import('@/db/client')]);
  try {
    return await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, seed: false, max: 2 } : { kind: 'pglite', dataDir: env.DATA_DIR, seed: false },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) return { error: error.message };
    return { error: `cannot open the database: ${safeErrorMessage(error)}` };
  }
}
