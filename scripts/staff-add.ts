// `npm run staff:add -- --email <e> --name "<n>" --role admin|staff|editor|sales|hr [--password <p>]`
// Creates a back office account or updates it. With --password the account can sign in at once;
// without, a one-time invitation link is printed (valid 72 hours) for its owner to choose a
// password. Runs against DATABASE_URL, or the embedded database in DATA_DIR (migrated first;
// the server must be stopped, since only one process may open it), as the environment and
// .env.production.local name them. Whatever reads the settings is imported once they are checked
// (db/command-line.ts).
import { parseArgs } from 'node:util';
import { openCommandLineDatabase, readCommandLineSettings } from '@/db/command-line';
import { staffRoleLabels, staffRoles } from '@/lib/domain/staff-roles';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { staffAddOptions } from '@/lib/schemas/staff';
import { safeErrorMessage } from '@/lib/core/safe-error';

const usage = `Usage: npm run staff:add -- --email <e-mail> --name "<name>" --role ${staffRoles.join('|')} [--password <password>]`;

function readOptions() {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } }, strict: true }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  const parsed = staffAddOptions.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n') };
  return { options: parsed.data };
}

async function main(): Promise<number> {
  const input = readOptions();
  if ('error' in input) {
    console.error(`staff:add: ${input.error}\n${usage}`);
    return 2;
  }
  const settings = await readCommandLineSettings();
  if ('error' in settings) {
    console.error(`staff:add: ${settings.error}`);
    return 1;
  }
  const { env } = settings;
  const { addStaffFromCommandLine, CommandLineUsageError } = await import('@/lib/auth/staff');
  const handle = await openCommandLineDatabase();
  if ('error' in handle) {
    console.error(`staff:add: ${handle.error}`);
    return 1;
  }
  try {
    const { created, user, invitation } = await addStaffFromCommandLine(handle.db, input.options, env.SITE_URL);
    console.log(`${created ? 'Created' : 'Updated'} the back office account of ${user.name} <${user.email}> (${staffRoleLabels[user.role]}).`);
    if (invitation) {
      console.log(`One-time invitation link, valid until ${formatIndianDateTime(invitation.expiresAt)}:`);
      console.log(invitation.url);
    } else {
      const sessions = created ? '' : "; the account's earlier sessions and invitation links no longer work";
      console.log(`Password set${sessions}. Sign in at ${env.SITE_URL.replace(/\/$/, '')}/admin/sign-in`);
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandLineUsageError) {
      console.error(`staff:add: ${error.message}\n${usage}`);
      return 2;
    }
    console.error(`staff:add: ${safeErrorMessage(error)}`);
    return 1;
  } finally {
    // PGlite writes its data dir out and lets go of its lock here.
    await handle.close();
  }
}

process.exitCode = await main();
