import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import { staffAccounts, staffUsers } from '@/db/schema';
import { runTool } from '@/tests/support/command-line';
import { tempDir } from '@/tests/support/databases';
import { createAuthRuntime } from '@/lib/auth/runtime';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { requestFrom, TEST_SECRET } from '@/tests/support/staff';

// `npm run staff:add`, as an operator runs it: a separate process, on a fresh embedded data dir
// (migrated first), on PostgreSQL, and refused clearly while another process holds the data dir.

const staffAdd = (args: string[], env: Record<string, string | undefined>) => runTool('staff:add', args, env);

const admin = ['--email', 'owner@arcstar.test', '--name', 'Meera Iyer', '--role', 'admin', '--password', 'steel and sparks 42'];

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
    expect(run.stderr).toContain('Usage: npm run staff:add -- --email <e-mail> --name "<name>" --role admin|staff|editor|sales|hr [--password <password>]');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('works on PostgreSQL (DATABASE_URL), migrating it, and updates the account when run again', async () => {
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
      const again = await staffAdd(['--email', 'owner@arcstar.test', '--role', 'staff', '--password', 'another pass phrase'], { DATABASE_URL: url.toString() });
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('Updated the back office account of Meera Iyer <owner@arcstar.test> (Staff).');
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), seed: false, max: 2 });
      try {
        const [user] = await handle.db.select().from(staffUsers);
        expect(user).toMatchObject({ email: 'owner@arcstar.test', role: 'staff', name: 'Meera Iyer' });
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
