import path from 'node:path';
import { copyPgliteTemplate } from '../../support/pglite-template';
import { startServer, type RunningServer } from './server';

/**
 * A new data dir holding a copy of the embedded database that global setup migrated and seeded:
 * what a first start makes, without the ~5 s each server would spend making it.
 */
export function seededDataDir(label: string): string {
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (!template) throw new Error('E2E_PGLITE_TEMPLATE is not set: the e2e global setup prepares it (tests/e2e/support/global-setup.ts).');
  return copyPgliteTemplate(template, `e2e-${label}`);
}

/**
 * A production server on a database of its own (a prepared PGlite data dir), for scenarios that
 * need their own data. It shares nothing cached with other servers of the same build: the cache
 * handler keeps entries in memory only (lib/core/cache/next-cache-handler.mjs).
 */
export function startIsolatedServer({
  port,
  dataDir,
  logFile,
  env = {},
}: {
  port: number;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  return startServer({
    port,
    logFile: path.resolve(logFile),
    env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '', ...env },
  });
}
