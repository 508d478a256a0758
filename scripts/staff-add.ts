// `npm run staff:add -- --email <e> --name "<n>" --role admin|staff|editor|sales|hr [--password <p>]`
// Creates a back office account or updates it. With --password the account can sign in at once;
// without, a new account (or one whose owner never chose a password) gets a one-time invitation
// link (valid 72 hours) for its owner to choose a password, and one that has a password keeps it.
// Runs against DATABASE_URL, or the embedded database in DATA_DIR (migrated first; the server must
// be stopped, since only one process may open it), as the environment and .env.production.local
// name them. Whatever reads the settings is imported once they are checked (db/command-line.ts).
import { parseArgs } from 'node:util';
import { openCommandLineDatabase, readCommandLineSettings } from '@/db/command-line';
import { staffRoleLabels, staffRoles } from '@/lib/domain/staff-roles';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { staffAddOptions } from '@/lib/schemas/staff';
import { safeErrorMessage } from '@/lib/core/safe-error';

const usage = `Usage: npm run staff:add -- --email <e-mail> --name "<name>" --role ${staffRoles.join('|')} [--password <password>]`;

function readOptions() {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true as const };
  const parsed = staffAddOptions.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n') };
  return { options: parsed.data };
}

async function main(): Promise<number> {
  const input = readOptions();
  if ('help' in input) {
    console.log(usage);
    return 0;
  }
  if ('error' in input) {
    console.error(`staff:add: ${input.error}\n${usage}`);
    return 2;
  }
  const settings = await readCommandLineSettings();
  if ('error' in settings) {
    console.error(`staff:add: ${settings.error}`);
    return 1;
  }
  const { addStaffFromCommandLine, CommandLineRefusal, CommandLineUsageError } = await import('@/lib/auth/staff');
  const handle = await openCommandLineDatabase();
  if ('error' in handle) {
    console.error(`staff:add: ${handle.error}`);
    return 1;
  }
  const { env } = settings;
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  // Unset, SITE_URL is this machine's address: fine for a trial, wrong in a link sent to somebody.
  const defaultAddressNote = env.siteUrlIsDefault
    ? [`SITE_URL is not set, so this link assumes the default address ${siteUrl}; set SITE_URL to the site's public address (e.g. https://www.example.in) for the right one.`]
    : [];
  try {
    const { created, changed, user, access, invitation } = await addStaffFromCommandLine(handle.db, input.options, env.SITE_URL);
    const account = `the back office account of ${user.name} <${user.email}> (${staffRoleLabels[user.role]})`;
    const lines = [changed ? `${created ? 'Created' : 'Updated'} ${account}.` : `No change to ${account}.`];
    if (invitation) {
      lines.push(`One-time invitation link, valid until ${formatIndianDateTime(invitation.expiresAt)}:`, invitation.url, ...defaultAddressNote);
    } else if (access === 'password set') {
      const sessions = created ? '' : "; the account's earlier sessions and invitation links no longer work";
      lines.push(`Password set${sessions}. Sign in at ${siteUrl}/admin/sign-in`, ...defaultAddressNote);
    } else {
      lines.push('Password unchanged, and no invitation link: the account already has a password (--password sets a new one).');
    }
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    if (error instanceof CommandLineUsageError) {
      console.error(`staff:add: ${error.message}\n${usage}`);
      return 2;
    }
    console.error(`staff:add: ${error instanceof CommandLineRefusal ? error.message : safeErrorMessage(error)}`);
    return 1;
  } finally {
    // PGlite writes its data dir out and lets go of its lock here.
    await handle.close();
  }
}

process.exitCode = await main();
