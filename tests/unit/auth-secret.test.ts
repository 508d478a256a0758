import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthSecretMissingError, resolveAuthSecret, SECRET_FILE_NAME } from '@/lib/auth/secret';

describe('the back office auth secret', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is required with DATABASE_URL (production), naming the variable', () => {
    expect(() => resolveAuthSecret({ databaseUrl: 'postgres://db/site', dataDir })).toThrow(AuthSecretMissingError);
    expect(() => resolveAuthSecret({ databaseUrl: 'postgres://db/site', dataDir })).toThrow(/BETTER_AUTH_SECRET is not set/);
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE_NAME))).toBe(false);
  });

  it('comes from the environment when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ secret, databaseUrl: 'postgres://db/site', dataDir })).toBe(secret);
  });

  it('is created once in DATA_DIR for the embedded database, readable only by its owner, and reused', () => {
    const nested = path.join(dataDir, 'fresh');
    const first = resolveAuthSecret({ dataDir: nested });
    const file = path.join(nested, SECRET_FILE_NAME);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir: nested })).toBe(first);

    fs.chmodSync(file, 0o644);
    expect(resolveAuthSecret({ dataDir: nested })).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
