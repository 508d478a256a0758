import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/db/bootstrap';

// A fresh embedded database costs PGlite's initdb and every migration (3.7 s on this 2-core
// machine, 4.4 s with the seed catalogue); a copy of one prepared earlier opens in about 0.4 s.
// The suites prepare their templates once per run, with the app's own start-up code
// (openDatabase), and give each test a copy: what the test gets is what a first start makes.

/** Prepares a template data dir at `dataDir`: migrated, and seeded unless `seed` is false. */
export async function preparePgliteTemplate(dataDir: string, { seed }: { seed: boolean }): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, seed });
  await handle.close();
}

/** A new data dir (under the system's temporary folder) holding a copy of `template`'s database. */
export function copyPgliteTemplate(template: string, prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  // Only the database: the template's lock folder stays behind.
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
