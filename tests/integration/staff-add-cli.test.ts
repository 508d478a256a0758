import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import type { Database } from '@/db/client';
import { auditLog, staffAccounts, staffInvitations, staffUsers } from '@/db/schema';
import { runTool } from '@/tests/support/command-line';
import { tempDir } from '@/tests/support/databases';
import { copyPgliteTemplate } from '@/tests/support/pglite-template';
import { createAuthRuntime, hashLinkToken } from '@/lib/auth/runtime';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { requestFrom, TEST_SECRET } from '@/tests/support/staff';

// `npm run staff:add`, as an operator runs it: a separate process, on a fresh embedded data dir
// (migrated first), on PostgreSQL, and refused clearly while another process holds the data dir.
// It keeps the back office's rules: the last admin is not demoted, and an account that has a
// password gets no invitation link (whoever held it could take the account over).

const staffAdd = (args: string[], env: Record<string, string | undefined>) => runTool('staff:add', args, env);

const admin = ['--email', 'owner@arcstar.test', '--name', 'Meera Iyer', '--role', 'admin', '--password', 'steel and sparks 42'];
const lastAdminRefusal = 'owner@arcstar.test is the only admin, and the back office needs at least one: make somebody else an admin first. Nothing was changed.';
const usage = 'Usage: npm run staff:add -- --email <e-mail> --name "<name>" --role admin|staff|editor|sales|hr [--password <password>]';
const siteUrlNote =
  "SITE_URL is not set, so this link assumes the default address http://localhost:3000; set SITE_URL to the site's public address (e.g. https://www.example.in) for the right one.";

/** A migrated embedded database of its own (a copy of the run's template). */
const emptyDataDir = () => copyPgliteTemplate(inject('pgliteTemplates').empty, 'staff-add-cli');

async function inDatabase<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

// Each run is a process that opens (and the first time migrates) its database: slow on a busy machine.
describe('npm run staff:add', { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the first admin on a fresh embedded data dir, who can then sign in; without --password it prints an invitation link', async () => {
    const dataDir = path.join(tempDir('staff-add'), 'data');
    dirs.push(path.dirname(dataDir));
    const run = await staffAdd(admin, { DATA_DIR: dataDir, SITE_URL: 'https://www.arcstar.test' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Created the back office account of Meera Iyer <owner@arcstar.test> (Admin).');
    expect(run.stdout).toContain('https://www.arcstar.test/admin/sign-in');

    const invite = await staffAdd(['--email', 'ravi@arcstar.test', '--name', 'Ravi', '--role', 'staff'], { DATA_DIR: dataDir, SITE_URL: 'https://www.arcstar.test' });
    expect(invite.status).toBe(0);
    expect(invite.stdout).toMatch(/One-time invitation link, valid until .+ IST:\nhttps:\/\/www\.arcstar\.test\/admin\/invitation\?token=[A-Za-z0-9_-]{43}\n/);

    const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      const users = await handle.db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers).orderBy(staffUsers.email);
      expect(users).toEqual([
        { email: 'owner@arcstar.test', role: 'admin' },
        { email: 'ravi@arcstar.test', role: 'staff' },
      ]);
      const runtime = createAuthRuntime({ db: handle.db, secret: TEST_SECRET, siteUrl: 'https://www.arcstar.test', companyName: 'Arcstar' });
      expect(await signInWithPassword(runtime, { email: 'owner@arcstar.test', password: 'steel and sparks 42' }, requestFrom())).toEqual({ status: 'signed_in' });
    } finally {
      await handle.close();
    }
    // Three CLI runs, each a fresh tsx process that migrates PGlite: slow on a loaded 2-core machine.
  }, 180_000);

  it('says clearly that the server holds the embedded data dir, and changes nothing', async () => {
    const dataDir = tempDir('staff-add-held');
    dirs.push(dataDir);
    const server = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      const run = await staffAdd(admin, { DATA_DIR: dataDir });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`staff:add: The embedded database in ${dataDir} is already open in another process`);
      expect(run.stderr).toContain('stop the other one');
      expect(await server.db.select().from(staffUsers)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses bad options with the usage line', async () => {
    const dataDir = tempDir('staff-add-usage');
    dirs.push(dataDir);
    const run = await staffAdd(['--email', 'not-an-address', '--name', 'X', '--role', 'owner'], { DATA_DIR: dataDir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--email');
    expect(run.stderr).toContain('--role: must be one of: admin, staff, editor, sales, hr');
    expect(run.stderr).toContain(usage);
  });

  it('prints the usage for --help or -h and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await staffAdd([flag], {});
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: `${usage}\n`, stderr: '' });
    }
  });

  it('refuses to demote the last admin, changing nothing (exit 1); with another admin, it demotes', async () => {
    const dataDir = emptyDataDir();
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, SITE_URL: 'https://www.arcstar.test' };
    expect((await staffAdd(admin, env)).status).toBe(0);

    const refused = await staffAdd(['--email', 'owner@arcstar.test', '--name', 'Somebody Else', '--role', 'staff'], env);
    expect({ status: refused.status, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
      status: 1,
      stdout: `Using the embedded database in ${dataDir}.\n`,
      stderr: `staff:add: ${lastAdminRefusal}\n`,
    });
    expect(await inDatabase(dataDir, (db) => db.select({ name: staffUsers.name, role: staffUsers.role }).from(staffUsers))).toEqual([{ name: 'Meera Iyer', role: 'admin' }]);
    expect(await inDatabase(dataDir, (db) => db.select({ action: auditLog.action }).from(auditLog))).toEqual([{ action: 'staff_created' }]);

    expect((await staffAdd(['--email', 'second@arcstar.test', '--name', 'Anil Rao', '--role', 'admin', '--password', 'another long phrase'], env)).status).toBe(0);
    const demoted = await staffAdd(['--email', 'owner@arcstar.test', '--role', 'staff'], env);
    expect(demoted.stderr).toBe('');
    expect(demoted.stdout).toContain('Updated the back office account of Meera Iyer <owner@arcstar.test> (Staff).');
  });

  it('updates an account that has a password without a link (the password stays); one waiting on its invitation gets a new link', async () => {
    const dataDir = emptyDataDir();
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, SITE_URL: 'https://www.arcstar.test' };
    expect((await staffAdd(admin, env)).status).toBe(0);

    const renamed = await staffAdd(['--email', 'owner@arcstar.test', '--name', 'Meera I.'], env);
    expect(renamed.stderr).toBe('');
    expect(renamed.stdout).toBe(
      [
        `Using the embedded database in ${dataDir}.`,
        'Updated the back office account of Meera I. <owner@arcstar.test> (Admin).',
        'Password unchanged, and no invitation link: the account already has a password (--password sets a new one).',
        '',
      ].join('\n'),
    );
    await inDatabase(dataDir, async (db) => {
      expect(await db.select().from(staffInvitations)).toEqual([]);
      const runtime = createAuthRuntime({ db, secret: TEST_SECRET, siteUrl: 'https://www.arcstar.test', companyName: 'Arcstar' });
      expect(await signInWithPassword(runtime, { email: 'owner@arcstar.test', password: 'steel and sparks 42' }, requestFrom())).toEqual({ status: 'signed_in' });
    });

    // Without SITE_URL the link names this machine: said under it.
    const invited = await staffAdd(['--email', 'ravi@arcstar.test', '--name', 'Ravi', '--role', 'hr'], { ...env, SITE_URL: undefined });
    expect(invited.status).toBe(0);
    expect(invited.stdout).toMatch(/\nOne-time invitation link, valid until .+ IST:\nhttp:\/\/localhost:3000\/admin\/invitation\?token=[A-Za-z0-9_-]{43}\n/);
    expect(invited.stdout.endsWith(`\n${siteUrlNote}\n`)).toBe(true);

    const reinvited = await staffAdd(['--email', 'ravi@arcstar.test', '--name', 'Ravi Kumar'], env);
    expect(reinvited.status).toBe(0);
    expect(reinvited.stdout).toContain('Updated the back office account of Ravi Kumar <ravi@arcstar.test> (HR).\nOne-time invitation link, valid until ');
    expect(reinvited.stdout).not.toContain('SITE_URL');
    const token = /token=([A-Za-z0-9_-]{43})\n/.exec(reinvited.stdout)![1];
    expect(token).not.toBe(/token=([A-Za-z0-9_-]{43})\n/.exec(invited.stdout)![1]);
    // The new link replaces the earlier one.
    expect(await inDatabase(dataDir, (db) => db.select({ hash: staffInvitations.token_hash }).from(staffInvitations))).toEqual([{ hash: hashLinkToken(token) }]);

    const passwordSet = await staffAdd(['--email', 'ravi@arcstar.test', '--password', 'ravi chooses this'], { ...env, SITE_URL: undefined });
    expect(passwordSet.stdout).toContain(
      `Password set; the account's earlier sessions and invitation links no longer work. Sign in at http://localhost:3000/admin/sign-in\n${siteUrlNote}\n`,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)('works on PostgreSQL (DATABASE_URL), migrating it, and updates the account when run again (but does not demote the last admin)', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `weld_staff_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const server = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const run = await staffAdd(admin, { DATABASE_URL: url.toString() });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const demoted = await staffAdd(['--email', 'owner@arcstar.test', '--role', 'staff', '--password', 'another pass phrase'], { DATABASE_URL: url.toString() });
      expect(demoted.status).toBe(1);
      expect(demoted.stderr).toBe(`staff:add: ${lastAdminRefusal}\n`);
      const again = await staffAdd(['--email', 'owner@arcstar.test', '--name', 'Meera I.', '--password', 'another pass phrase'], { DATABASE_URL: url.toString() });
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('Updated the back office account of Meera I. <owner@arcstar.test> (Admin).');
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), seed: false, max: 2 });
      try {
        const [user] = await handle.db.select().from(staffUsers);
        expect(user).toMatchObject({ email: 'owner@arcstar.test', role: 'admin', name: 'Meera I.' });
        expect(await handle.db.select().from(staffAccounts).where(eq(staffAccounts.user_id, user.id))).toHaveLength(1);
      } finally {
        await handle.close();
      }
    } finally {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
