import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import { products, staffUsers } from '@/db/schema';
import { repositoryCopy, runTool } from '@/tests/support/command-line';
import { tempDir } from '@/tests/support/databases';
import { databaseUrl } from '@/tests/support/postgres-template';

// The command-line tools read the settings the production start reads (`npm run prod:local`):
// the environment, then .env.production.local at the repository root for what it leaves unset.
// Each says first which database it works on; a bad setting is a one-line refusal, not a stack.
// They run in a copy of the repository, whose settings file is the test's own.

const owner = ['--email', 'owner@arcstar.test', '--name', 'Meera Iyer', '--role', 'admin', '--password', 'steel and sparks 42'];
const tools: [script: string, args: string[]][] = [
  ['staff:add', owner],
  ['db:seed', []],
  ['db:migrate', []],
];

// Each run is a tsx process that opens (and migrates) its database: slow on a busy 2-core machine.
describe('the command-line tools’ settings', { timeout: 240_000 }, () => {
  let root: string;
  const dirs: string[] = [];
  const settingsFile = () => path.join(root, '.env.production.local');
  /** The copy's tools, with nothing of this process's database settings: only the file's and `env`. */
  const run = (script: string, args: string[], env: Record<string, string | undefined> = {}) =>
    runTool(script, args, { DATABASE_URL: undefined, DATA_DIR: undefined, SITE_URL: undefined, ...env }, { cwd: root });

  beforeAll(() => {
    root = repositoryCopy();
    dirs.push(root);
  });
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('staff:add works on the embedded database .env.production.local names, and says so first; a setting in the environment wins over the file', async () => {
    const fromFile = path.join(tempDir('settings-file-data'), 'data');
    const fromEnvironment = path.join(tempDir('settings-env-data'), 'data');
    dirs.push(path.dirname(fromFile), path.dirname(fromEnvironment));
    fs.writeFileSync(settingsFile(), `# as for npm run prod:local\nDATA_DIR=${fromFile}\nSITE_URL=https://www.arcstar.test\n`);

    const created = await run('staff:add', owner);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toBe(
      [
        `Using the embedded database in ${fromFile} (DATA_DIR from ${settingsFile()}).`,
        'Created the back office account of Meera Iyer <owner@arcstar.test> (Admin).',
        'Password set. Sign in at https://www.arcstar.test/admin/sign-in',
        '',
      ].join('\n'),
    );
    const handle = await openDatabase({ kind: 'pglite', dataDir: fromFile, seed: false });
    try {
      expect(await handle.db.select({ email: staffUsers.email }).from(staffUsers)).toEqual([{ email: 'owner@arcstar.test' }]);
    } finally {
      await handle.close();
    }

    const migrated = await run('db:migrate', [], { DATA_DIR: fromEnvironment });
    expect(migrated.stderr).toBe('');
    expect(migrated.stdout).toBe(`Using the embedded database in ${fromEnvironment}.\nMigrations applied to the pglite database.\n`);
    expect(fs.existsSync(path.join(fromEnvironment, 'pglite'))).toBe(true);
  });

  it('refuses a malformed setting, from the environment or the file, with one message naming it and exit code 1', async () => {
    fs.rmSync(settingsFile(), { force: true });
    for (const [script, args] of tools) {
      const refused = await run(script, args, { DATABASE_URL: 'not a url' });
      expect({ script, status: refused.status, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
        script,
        status: 1,
        stdout: '',
        stderr: `${script}: Invalid environment configuration:\n  DATABASE_URL: must be a postgres:// or postgresql:// URL\n`,
      });
    }
    fs.writeFileSync(settingsFile(), 'RATE_LIMIT_MAX=many\n');
    const fromFile = await run('db:migrate', []);
    expect(fromFile.status).toBe(1);
    expect(fromFile.stderr).toBe(
      `db:migrate: Invalid environment configuration:\n  RATE_LIMIT_MAX: Invalid input: expected number, received NaN\n(Settings are read from the environment, then from ${settingsFile()}.)\n`,
    );
  });

  it('db:seed --help (or -h) prints the usage and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await run('db:seed', [flag]);
      expect({ status: help.status, stdout: help.stdout, stderr: help.stderr }).toEqual({ status: 0, stdout: 'Usage: npm run db:seed [-- --overwrite]\n', stderr: '' });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('staff:add, db:seed and db:migrate all work on the PostgreSQL that .env.production.local names, never on the embedded one', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `weld_settings_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const server = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database ${name}`);
    const url = databaseUrl(adminUrl, name);
    const unused = path.join(root, 'data');
    try {
      fs.writeFileSync(settingsFile(), `DATABASE_URL=${url}\nSITE_URL=https://www.arcstar.test\n`);
      const { host, pathname } = new URL(url);
      const using = `Using PostgreSQL at ${host}${pathname} (DATABASE_URL from ${settingsFile()}).`;
      expect(using).not.toContain('weld_test:'); // never the password (nor the user)

      const created = await run('staff:add', owner);
      expect(created.stderr).toBe('');
      expect(created.stdout.split('\n')[0]).toBe(using);
      const seeded = await run('db:seed', []);
      expect(seeded.stderr).toBe('');
      expect(seeded.stdout).toBe(`${using}\nSeeded the postgres database.\n`);
      const migrated = await run('db:migrate', []);
      expect(migrated.stdout).toBe(`${using}\nMigrations applied to the postgres database.\n`);

      expect(fs.existsSync(unused)).toBe(false);
      const handle = await openDatabase({ kind: 'postgres', url, seed: false, max: 2 });
      try {
        expect(await handle.db.select({ email: staffUsers.email }).from(staffUsers)).toEqual([{ email: 'owner@arcstar.test' }]);
        expect((await handle.db.select({ id: products.id }).from(products)).length).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    } finally {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
