import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The secret that signs session cookies and encrypts two-factor secrets. Production (PostgreSQL,
// possibly several replicas) must set BETTER_AUTH_SECRET, the same on every replica. The embedded
// default keeps one in DATA_DIR, created on first start and reused after, so that sessions and
// two-factor set-ups survive restarts without any configuration.

export class AuthSecretMissingError extends Error {
  constructor() {
    super(
      'BETTER_AUTH_SECRET is not set. With DATABASE_URL (production) every replica needs the same secret: ' +
        'set BETTER_AUTH_SECRET to a random value of at least 32 characters, e.g. the output of `openssl rand -base64 32`.',
    );
    this.name = 'AuthSecretMissingError';
  }
}

export const SECRET_FILE_NAME = 'auth-secret';

export function resolveAuthSecret(settings: { secret?: string; databaseUrl?: string; dataDir: string }): string {
  if (settings.secret) return settings.secret;
  if (settings.databaseUrl) throw new AuthSecretMissingError();
  return embeddedSecret(settings.dataDir);
}

function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only the first start writes it; readable by this user alone.
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone widened the permissions (a copy, an archive restore): narrow them again.
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret (fewer than 32 characters): delete it to have a new one created.`);
  return secret;
}
